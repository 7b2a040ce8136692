// Writes the fictional client marks of the logo walls (src/assets/brands/*.svg): one neutral colour for all, as real
// logo walls show them, each with its own shape and type so no two look alike. Re-run: `node scripts/gen-brand-marks.mjs`.
import { writeFileSync } from 'node:fs';

const INK = '#d5d9e4';
const SANS = "Inter, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif";
const NARROW = "'Arial Narrow', 'Liberation Sans Narrow', 'Helvetica Neue', Arial, sans-serif";
const SERIF = "Georgia, 'Times New Roman', 'Liberation Serif', 'DejaVu Serif', serif";
const MONO = "'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', 'DejaVu Sans Mono', monospace";

/** A mark drawn in a 44x44 box at (6, 8), and the wordmark beside it. */
const brands = [
  {
    file: 'halvorn-steel',
    name: 'Halvorn Steel',
    mark: '<path d="M8 10h40v8H32v20h16v8H8v-8h16V18H8z"/>',
    text: { value: 'HALVORN STEEL', family: NARROW, size: 19, weight: 800, spacing: 2.2, length: 172 },
  },
  {
    file: 'ardenix-energy',
    name: 'Ardenix Energy',
    mark: '<circle cx="28" cy="30" r="20" fill="none" stroke="' + INK + '" stroke-width="4"/><path d="M31 14l-11 18h8l-3 14 12-19h-8z"/>',
    text: { value: 'ardenix energy', family: SANS, size: 21, weight: 500, spacing: -0.2, length: 168 },
  },
  {
    file: 'bluecrest-motors',
    name: 'Bluecrest Motors',
    mark: '<path d="M28 8l20 8v14c0 11-9 18-20 22C17 48 8 41 8 30V16z M28 17l-11 5v8c0 6 5 11 11 13 6-2 11-7 11-13v-8z" fill-rule="evenodd"/><path d="M21 30l7-6 7 6-7 4z"/>',
    text: { value: 'BLUECREST', family: SERIF, size: 21, weight: 700, spacing: 2.5, length: 150, sub: 'MOTORS' },
  },
  {
    file: 'novaport-rail',
    name: 'Novaport Rail',
    mark: '<path d="M8 44L24 12h6L14 44zM26 44L42 12h6L32 44z"/><rect x="8" y="26" width="40" height="4"/>',
    text: { value: 'Novaport Rail', family: SANS, size: 21, weight: 700, spacing: 0, length: 160, italic: true },
  },
  {
    file: 'terravolt',
    name: 'Terravolt',
    mark: '<circle cx="28" cy="30" r="20" fill="none" stroke="' + INK + '" stroke-width="3.5"/><ellipse cx="28" cy="30" rx="8" ry="20" fill="none" stroke="' + INK + '" stroke-width="3"/><path d="M9 24h38v3H9zM9 33h38v3H9z"/>',
    text: { value: 'terravolt', family: SANS, size: 25, weight: 800, spacing: -0.8, length: 118 },
  },
  {
    file: 'kestrelvane',
    name: 'Kestrelvane',
    mark: '<path d="M6 34c10-2 18-10 24-22 2 10 0 18-6 24 8 0 16 3 24 10-14-4-28-4-42-12z"/>',
    text: { value: 'Kestrelvane', family: SERIF, size: 24, weight: 400, spacing: 0.3, length: 140, italic: true },
  },
  {
    file: 'orbismill',
    name: 'Orbismill',
    mark: '<circle cx="28" cy="30" r="9"/><ellipse cx="28" cy="30" rx="21" ry="9" fill="none" stroke="' + INK + '" stroke-width="3" transform="rotate(-25 28 30)"/>',
    text: { value: 'ORBISMILL', family: MONO, size: 20, weight: 700, spacing: 1.5, length: 138 },
  },
  {
    file: 'pikequarry',
    name: 'Pikequarry',
    mark: '<path d="M6 46l14-26 7 12 9-20 14 34z M14 46l6-11 4 7z" fill-rule="evenodd"/>',
    text: { value: 'Pikequarry', family: SANS, size: 26, weight: 300, spacing: 0.2, length: 140 },
  },
  {
    file: 'lumengrid',
    name: 'Lumengrid',
    mark: [0, 1, 2]
      .flatMap((r) => [0, 1, 2].map((c) => `<rect x="${9 + c * 13}" y="${11 + r * 13}" width="${r === c ? 12 : 9}" height="${r === c ? 12 : 9}" rx="2"/>`))
      .join(''),
    text: { value: 'lumengrid', family: MONO, size: 22, weight: 500, spacing: 0, length: 130 },
  },
  {
    file: 'solvane-foods',
    name: 'Solvane Foods',
    mark: '<path d="M10 46C10 24 24 10 48 10c0 24-14 36-30 36-3 0-5 0-8 0z M16 42c6-10 14-18 24-24-8 8-14 16-18 26z" fill-rule="evenodd"/>',
    text: { value: 'Solvane Foods', family: SERIF, size: 22, weight: 400, spacing: 0.4, length: 160 },
  },
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/'/g, '&apos;');
for (const b of brands) {
  const t = b.text;
  const y = t.sub ? 31 : 38;
  const words = `<text x="62" y="${y}" font-family="${esc(t.family)}" font-size="${t.size}" font-weight="${t.weight}"${t.italic ? ' font-style="italic"' : ''} letter-spacing="${t.spacing}" textLength="${t.length}" lengthAdjust="spacing" fill="${INK}">${t.value}</text>`;
  const sub = t.sub
    ? `<text x="63" y="49" font-family="${esc(SANS)}" font-size="11" font-weight="600" letter-spacing="6" textLength="${t.length - 4}" lengthAdjust="spacing" fill="${INK}">${t.sub}</text>`
    : '';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 60" role="img" aria-labelledby="${b.file}-t"><title id="${b.file}-t">${b.name} logo</title><g fill="${INK}">${b.mark}</g>${words}${sub}</svg>\n`;
  writeFileSync(`src/assets/brands/${b.file}.svg`, svg);
}
console.log(`${brands.length} marks written`);
