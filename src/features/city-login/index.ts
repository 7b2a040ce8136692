export { CityLoginButton } from './city-login-button';
export { CitizenAccountLink, CitizenBar } from './citizen-bar';
export { displayName, notifySessionChange, useCitySession } from './use-city-session';
export { signOutCitizen } from './sign-out';
export type { VerifyIdentityDialogProps } from './components/verify-identity-dialog';
