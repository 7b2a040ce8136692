// Draws the land behind the Contact us office map from Natural Earth data (world-atlas TopoJSON, public domain)
// with d3-geo, offline, into src/assets/maps/offices-land.svg, and writes the projection the page uses to place the
// offices (src/components/marketing/office-map-projection.ts). Re-run after changing the window: `npm run gen:map`.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { geoGraticule, geoMercator, geoPath } from 'd3-geo';
import { feature, mesh } from 'topojson-client';

const require = createRequire(import.meta.url);
const W = 800;
const H = 440;
// The window: London to Noida, with the Gulf between.
const WEST = -14;
const EAST = 90;
const SOUTH = 6;
const NORTH = 62;

const land50 = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8'));
const countries50 = JSON.parse(readFileSync(require.resolve('world-atlas/countries-110m.json'), 'utf8'));

// Two corners as points (a polygon's winding would make d3 read the window as the rest of the globe).
const frame = { type: 'MultiPoint', coordinates: [[WEST, SOUTH], [EAST, NORTH]] };
const projection = geoMercator().fitExtent([[0, 0], [W, H]], frame).clipExtent([[-2, -2], [W + 2, H + 2]]);
const path = geoPath(projection).digits(1);

const land = path(feature(land50, land50.objects.land));
const borders = path(mesh(countries50, countries50.objects.countries, (a, b) => a !== b));
const graticule = path(geoGraticule().extent([[WEST - 10, SOUTH - 10], [EAST + 10, NORTH + 10]]).step([10, 10])());

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">
<title>Europe, Africa, the Middle East and South Asia</title>
<rect width="${W}" height="${H}" fill="#0f1222"/>
<path d="${graticule}" fill="none" stroke="#ffffff" stroke-opacity="0.06" stroke-width="1"/>
<path d="${land}" fill="#26225a" stroke="#6d63c9" stroke-opacity="0.8" stroke-width="0.8" stroke-linejoin="round"/>
<path d="${borders}" fill="none" stroke="#8f86e6" stroke-opacity="0.35" stroke-width="0.6" stroke-linejoin="round"/>
</svg>
`;
writeFileSync('src/assets/maps/offices-land.svg', svg);

const [tx, ty] = projection.translate();
const ts = `// Written by scripts/gen-office-map.mjs: the Mercator projection of src/assets/maps/offices-land.svg.
export const MAP_WIDTH = ${W};
export const MAP_HEIGHT = ${H};
export const MAP_SCALE = ${projection.scale()};
export const MAP_TRANSLATE = [${tx}, ${ty}] as const;
`;
writeFileSync('src/components/marketing/office-map-projection.ts', ts);
console.log(`offices-land.svg: ${(svg.length / 1024).toFixed(1)} KB; scale ${projection.scale().toFixed(2)}`);
