/** What the screens show (SPEC part 8). */
export const UI_TEXT = {
  userNotFound: 'User not found!',
  wrongPassword: 'Wrong Password!',
  loginSuccess: 'Login successfully',
  superAdminLoggedIn: 'SuperAdmin logged in successfully',
  fillAllFields: 'Please fill all the fields',
  invalidEmail: 'Invalid email address!',
  invalidPhone: 'Invalid Phone Number!',
  requestSent: 'Request Sent successfully!!',
  invalidCredentials: 'Invalid credentials',
  // City login, phone step (SPEC 5, spelled as given).
  phoneTooShort: 'Phone Number Lenth must be at least 10 characters!',
  phoneTooLong: 'Phone Number Lenth must be maximum 10 characters!',
  otpLength: 'The length of OTP should be 6',
  anErrorOccurred: 'An error occurred',
  loggedIn: 'Logged in successfully',
  noUsers: 'No Users available',
  noData: 'No Data Found',
  unexpectedError: 'Unexpected Application Error!',
  chunkFailed: 'Loading chunk failed',
} as const;
