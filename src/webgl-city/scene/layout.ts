// Read by the builders, the walking rules and the text alternative, so what a screen reader hears is what is drawn.
// Metres; x grows to the east, z to the south (three.js default: heading 0 looks north, towards -z).

export interface Box {
  minX: number;
  maxX: number;
  minZ: number;
  maxZ: number;
}

export type LandmarkKind = 'bank' | 'showroom' | 'store' | 'park';

export interface Landmark {
  id: LandmarkKind;
  name: string;
  description: string;
  x: number;
  z: number;
  footprint: Box;
}

/** Central Avenue runs north-south on x = 0, Market Street east-west on z = 0. */
export const STREET_HALF_WIDTH = 5;
export const SIDEWALK_WIDTH = 2.5;
export const CITY_HALF_SIZE = 47;
export const RING_ROAD = 42;
/** The blocks span BLOCK_INNER to BLOCK_OUTER on each axis. */
export const BLOCK_INNER = STREET_HALF_WIDTH;
export const BLOCK_OUTER = RING_ROAD - STREET_HALF_WIDTH;

const box = (cx: number, cz: number, w: number, d: number): Box => ({
  minX: cx - w / 2,
  maxX: cx + w / 2,
  minZ: cz - d / 2,
  maxZ: cz + d / 2,
});

export const LANDMARKS: readonly Landmark[] = [
  {
    id: 'bank',
    name: 'Eternity Bank branch',
    description:
      'A stone bank branch with six columns, wide steps and a gold pediment, on the north-east corner; its door faces Market Street.',
    x: 20,
    z: -9,
    footprint: box(20, -21, 18, 14),
  },
  {
    id: 'showroom',
    name: 'Eternity Auto showroom',
    description:
      'A glass car showroom with three cars on display inside and two on the forecourt, on the north-west corner, facing Market Street.',
    x: -20,
    z: -10,
    footprint: box(-20, -22, 20, 12),
  },
  {
    id: 'store',
    name: 'Eternity Store',
    description:
      'A corner store with striped awnings and lit shop windows, on the south-west corner, facing Market Street.',
    x: -20,
    z: 11,
    footprint: box(-20, 19, 18, 12),
  },
  {
    id: 'park',
    name: 'Fountain Park',
    description: 'A small park with a round fountain, benches and trees, on the south-east corner.',
    x: 20,
    z: 20,
    // The basin only: the rest of the park is open to walk through.
    footprint: box(20, 20, 7, 7),
  },
];

export interface Building {
  footprint: Box;
  height: number;
  tone: number;
}

export const BUILDINGS: readonly Building[] = [
  { footprint: box(12, -31, 8, 5), height: 9, tone: 0 },
  { footprint: box(28, -31, 8, 5), height: 14, tone: 1 },
  { footprint: box(-30, -31, 6, 5), height: 11, tone: 2 },
  { footprint: box(-12, -31, 8, 5), height: 7, tone: 3 },
  { footprint: box(-30, 30, 7, 6), height: 8, tone: 1 },
  { footprint: box(-12, 30, 9, 6), height: 12, tone: 0 },
];

export const COLLIDERS: readonly Box[] = [...LANDMARKS.map((l) => l.footprint), ...BUILDINGS.map((b) => b.footprint)];

export const START: Readonly<{ x: number; z: number; heading: number }> = { x: 0, z: 31, heading: 0 };

export function placeAt(x: number, z: number): string {
  const near = STREET_HALF_WIDTH + SIDEWALK_WIDTH;
  const onAvenue = Math.abs(x) <= near;
  const onMarket = Math.abs(z) <= near;
  const onRing = Math.max(Math.abs(x), Math.abs(z)) >= RING_ROAD - near;
  if (onAvenue && onMarket) return 'the crossing of Central Avenue and Market Street';
  if (onRing) {
    if (onAvenue) return 'the corner of Central Avenue and the Ring Road';
    if (onMarket) return 'the corner of Market Street and the Ring Road';
    return 'the Ring Road';
  }
  if (onAvenue) return 'Central Avenue';
  if (onMarket) return 'Market Street';
  return `the ${z < 0 ? 'north' : 'south'}-${x < 0 ? 'west' : 'east'} block`;
}
