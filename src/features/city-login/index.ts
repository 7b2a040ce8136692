/** Eternity City login (SPEC 2.4): the button that opens the login dialog. */
export { CityLoginButton } from './city-login-button';
