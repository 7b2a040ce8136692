/**
 * Every message the server sends and the client matches on, spelled exactly as SPEC parts 7 and 8 give them
 * (including 'Successully sent email.').
 */
export const MESSAGES = {
  superAdminNotFound: 'SuperAdmin not found',
  dashboardUserNotFound: 'DashboardUser not found',
  userNotFound: 'User not found',
  metaverseNotFound: 'Metaverse not found',
  unauthorized: 'Unauthorized',
  forbidden: 'Forbidden',
  notFound: 'Not found',
  validation: 'Validation error',
  conflictEmail: 'Email already in use',
  tooManyRequests: 'Too many requests, please try again later.',
  internal: 'Something went wrong',
  superAdminLoggedIn: 'SuperAdmin logged in successfully',
  loginSuccess: 'Login successfully',
  superAdminCreated: 'SuperAdmin created successfully',
  superAdminFetched: 'SuperAdmin fetched successfully',
  superAdminUpdated: 'SuperAdmin updated successfully',
  superAdminDeleted: 'SuperAdmin deleted',
  lastSuperAdmin: 'The last super admin cannot be deleted',
  tokenRefreshed: 'Token refreshed',
  invalidRefreshToken: 'Invalid refresh token',
  dashboardUserDeleted: (id: string) => `DashboardUser ${id} deleted`,
  userDeleted: (id: string) => `User ${id} deleted`,
  metaverseDeleted: 'Metaverse deleted',
  managerAdded: 'Dashboard user set as a metaverse manager.',
  bookDemoSent: 'Successully sent email.',
} as const;

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
  otpLength: 'The length of OTP should be 6',
  anErrorOccurred: 'An error occurred',
  loggedIn: 'Logged in successfully',
  noUsers: 'No Users available',
  noData: 'No Data Found',
  unexpectedError: 'Unexpected Application Error!',
  chunkFailed: 'Loading chunk failed',
} as const;
