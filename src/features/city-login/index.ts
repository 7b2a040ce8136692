/** Eternity City login (SPEC 2.4): the button that opens the login dialog, or the signed-in visitor's way in. */
export { CityLoginButton } from './city-login-button';
