export { CityLoginButton } from './city-login-button';
