/** SPEC part 1. Map links open OpenStreetMap; nothing is embedded. */
export interface Office {
  id: 'india-north' | 'india-west' | 'united-kingdom' | 'uae';
  region: 'India North' | 'India West' | 'United Kingdom' | 'UAE';
  city: string;
  headquarters: boolean;
  addressLines: string[];
  /** International format, as shown; `tel:` links strip the spaces. */
  phones: string[];
  email: string;
  coordinates: { lat: number; lon: number };
  mapUrl: string;
}

const osm = (lat: number, lon: number) =>
  `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`;

const office = (o: Omit<Office, 'mapUrl'>): Office => ({ ...o, mapUrl: osm(o.coordinates.lat, o.coordinates.lon) });

const DUBAI = office({
  id: 'uae',
  region: 'UAE',
  city: 'Dubai',
  headquarters: true,
  addressLines: ['Office 1804, Horizon Tower', 'Dubai Internet City', 'Dubai, United Arab Emirates'],
  phones: ['+971 4 555 0142'],
  email: 'hello@eternity.example',
  coordinates: { lat: 25.0957, lon: 55.1597 },
});

export const OFFICES: Office[] = [
  DUBAI,
  office({
    id: 'india-north',
    region: 'India North',
    city: 'Noida',
    headquarters: false,
    addressLines: ['7th Floor, Tower B, Axis Tech Park', 'Sector 62', 'Noida, Uttar Pradesh 201309, India'],
    phones: ['+91 120 555 0188', '+91 98100 55501'],
    email: 'india@eternity.example',
    coordinates: { lat: 28.627, lon: 77.372 },
  }),
  office({
    id: 'india-west',
    region: 'India West',
    city: 'Pune',
    headquarters: false,
    addressLines: ['Unit 402, Riverside Business Bay', 'Hinjewadi Phase 1', 'Pune, Maharashtra 411057, India'],
    phones: ['+91 20 5550 1234'],
    email: 'pune@eternity.example',
    coordinates: { lat: 18.5912, lon: 73.7389 },
  }),
  office({
    id: 'united-kingdom',
    region: 'United Kingdom',
    city: 'London',
    headquarters: false,
    addressLines: ['Level 5, 20 Dockside Walk', 'Canary Wharf', 'London E14 5AB, United Kingdom'],
    phones: ['+44 20 7946 0321'],
    email: 'uk@eternity.example',
    coordinates: { lat: 51.5054, lon: -0.0235 },
  }),
];

export const HEADQUARTERS: Office = DUBAI;

export const CONTACT_EMAIL = 'hello@eternity.example';
