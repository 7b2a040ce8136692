// `npm run gen:font`: the brand font as the site uses it (docs/decisions/0069). Inter's variable Latin file from
// @fontsource-variable/inter (48 KB) cut with harfbuzz (subset-font) to the characters of its own unicode-range (the
// one src/styles/index.css declares), the weights the site sets (400-800) and the layout features it needs; written to
// src/assets/fonts/, which the stylesheet and the preload (vite.config.ts) name. It is the largest request before a
// phone's first paint, so every kilobyte is on the path to the largest contentful paint.
import { readFileSync, writeFileSync } from 'node:fs';
import subsetFont from 'subset-font';

const SOURCE = 'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2';
const OUT = 'src/assets/fonts/inter-latin-wght-normal.woff2';
/** src/styles/index.css's unicode-range for the font, code point by code point. */
export const RANGES = [
  [0x0000, 0x00ff], [0x0131], [0x0152, 0x0153], [0x02bb, 0x02bc], [0x02c6], [0x02da], [0x02dc], [0x0304], [0x0308],
  [0x0329], [0x2000, 0x206f], [0x20ac], [0x2122], [0x2191], [0x2193], [0x2212], [0x2215], [0xfeff], [0xfffd],
];
export const WEIGHTS = { min: 400, max: 800 };
/** Shaping (ccmp, locl, mark, mkmk), spacing (kern), ligatures (liga, calt), `tabular-nums` (tnum), capitals (case). */
const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'tnum', 'case'];

let text = '';
for (const [from, to = from] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);
const source = readFileSync(SOURCE);
const font = await subsetFont(source, text, { targetFormat: 'woff2', variationAxes: { wght: WEIGHTS }, keepFeatures: FEATURES });
writeFileSync(OUT, font);
console.log(`gen:font: ${OUT} ${(font.length / 1024).toFixed(1)} KB (from ${(source.length / 1024).toFixed(1)} KB)`);
