// Its own chunk, so three.js is downloaded only when the city opens.
import './city.css';
import { startCity } from './app';
import { showCitizen } from './citizen';

showCitizen(document);
startCity();
