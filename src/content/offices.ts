import type { ContactSettingKey } from '@contract/contact-settings';

/**
 * SPEC part 1's four offices. The region and the city are the site's; the address, phone and email are run-time
 * settings a deployment sets (docs/decisions/0060), left out until it does (issue 37 item 3). The map pin is the
 * city's centre, not an address; map links open OpenStreetMap at the city; nothing is embedded.
 */
export interface Office {
  id: 'india-north' | 'india-west' | 'united-kingdom' | 'uae';
  region: 'India North' | 'India West' | 'United Kingdom' | 'UAE';
  city: string;
  /** The country as a visitor reads it, and its ISO code: the demo form opened for this office starts with its phone
   * country, which is what routes a booking to an office (docs/decisions/0041). */
  countryName: string;
  country: 'AE' | 'IN' | 'GB';
  headquarters: boolean;
  /** The settings holding this office's contact details. */
  settings: { address: ContactSettingKey; phone: ContactSettingKey; email: ContactSettingKey };
  coordinates: { lat: number; lon: number };
  /** The city's IANA time zone: its local time on the office card (a fact of the city, not of the office). */
  timeZone: 'Asia/Dubai' | 'Asia/Kolkata' | 'Europe/London';
  mapUrl: string;
}

const osm = (lat: number, lon: number) => `https://www.openstreetmap.org/#map=11/${lat}/${lon}`;

type Prefix = 'OFFICE_UAE' | 'OFFICE_INDIA_NORTH' | 'OFFICE_INDIA_WEST' | 'OFFICE_UK';

const office = (o: Omit<Office, 'mapUrl' | 'settings'>, prefix: Prefix): Office => ({
  ...o,
  settings: { address: `${prefix}_ADDRESS`, phone: `${prefix}_PHONE`, email: `${prefix}_EMAIL` },
  mapUrl: osm(o.coordinates.lat, o.coordinates.lon),
});

const DUBAI = office(
  { id: 'uae', region: 'UAE', city: 'Dubai', countryName: 'United Arab Emirates', country: 'AE', headquarters: true, coordinates: { lat: 25.2048, lon: 55.2708 }, timeZone: 'Asia/Dubai' },
  'OFFICE_UAE',
);

export const OFFICES: Office[] = [
  DUBAI,
  office(
    { id: 'india-north', region: 'India North', city: 'Noida', countryName: 'India', country: 'IN', headquarters: false, coordinates: { lat: 28.5355, lon: 77.391 }, timeZone: 'Asia/Kolkata' },
    'OFFICE_INDIA_NORTH',
  ),
  office(
    { id: 'india-west', region: 'India West', city: 'Pune', countryName: 'India', country: 'IN', headquarters: false, coordinates: { lat: 18.5204, lon: 73.8567 }, timeZone: 'Asia/Kolkata' },
    'OFFICE_INDIA_WEST',
  ),
  office(
    { id: 'united-kingdom', region: 'United Kingdom', city: 'London', countryName: 'United Kingdom', country: 'GB', headquarters: false, coordinates: { lat: 51.5074, lon: -0.1278 }, timeZone: 'Europe/London' },
    'OFFICE_UK',
  ),
];

export const HEADQUARTERS: Office = DUBAI;

/** The company's one address for everything (footer, /security's reports): a run-time setting. */
export const CONTACT_EMAIL_SETTING: ContactSettingKey = 'CONTACT_EMAIL';
