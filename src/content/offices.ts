import type { ContactSettingKey } from '@contract/contact-settings';

/**
 * SPEC part 1's four offices. The city and the map pin are the site's; the address, phone and email are run-time
 * settings a deployment sets (docs/decisions/0060), shown as placeholders until it does. Map links open
 * OpenStreetMap; nothing is embedded.
 */
export interface Office {
  id: 'india-north' | 'india-west' | 'united-kingdom' | 'uae';
  region: 'India North' | 'India West' | 'United Kingdom' | 'UAE';
  city: string;
  headquarters: boolean;
  /** The settings holding this office's contact details. */
  settings: { address: ContactSettingKey; phone: ContactSettingKey; email: ContactSettingKey };
  coordinates: { lat: number; lon: number };
  mapUrl: string;
}

const osm = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

type Prefix = 'OFFICE_UAE' | 'OFFICE_INDIA_NORTH' | 'OFFICE_INDIA_WEST' | 'OFFICE_UK';

const office = (o: Omit<Office, 'mapUrl' | 'settings'>, prefix: Prefix): Office => ({
  ...o,
  settings: { address: `${prefix}_ADDRESS`, phone: `${prefix}_PHONE`, email: `${prefix}_EMAIL` },
  mapUrl: osm(o.coordinates.lat, o.coordinates.lon),
});

const DUBAI = office({ id: 'uae', region: 'UAE', city: 'Dubai', headquarters: true, coordinates: { lat: 25.0957, lon: 55.1597 } }, 'OFFICE_UAE');

export const OFFICES: Office[] = [
  DUBAI,
  office({ id: 'india-north', region: 'India North', city: 'Noida', headquarters: false, coordinates: { lat: 28.627, lon: 77.372 } }, 'OFFICE_INDIA_NORTH'),
  office({ id: 'india-west', region: 'India West', city: 'Pune', headquarters: false, coordinates: { lat: 18.5912, lon: 73.7389 } }, 'OFFICE_INDIA_WEST'),
  office(
    { id: 'united-kingdom', region: 'United Kingdom', city: 'London', headquarters: false, coordinates: { lat: 51.5054, lon: -0.0235 } },
    'OFFICE_UK',
  ),
];

export const HEADQUARTERS: Office = DUBAI;

/** The company's one address for everything (footer, /security's reports): a run-time setting. */
export const CONTACT_EMAIL_SETTING: ContactSettingKey = 'CONTACT_EMAIL';
