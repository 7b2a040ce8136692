// `npm run gen:logo`: the logo with its wordmark as outlined paths (issue 37 item 1; docs/design/system.md, "The
// logo"), so it looks the same on every device instead of falling back to whatever font the device has. "Eternity"
// is shaped by harfbuzz from the site's own Inter subset (src/assets/fonts) at weight 700 and written as one path.
import { readFileSync, writeFileSync } from 'node:fs';
import { Blob, Buffer as HbBuffer, Face, Font, shape, Variation } from 'harfbuzzjs';
import { decompress } from 'wawoff2';

const FONT = 'src/assets/fonts/inter-latin-wght-normal.woff2';
const OUT = process.argv.includes('--out') ? process.argv[process.argv.indexOf('--out') + 1] : 'src/assets/logo.svg';
const WORD = 'Eternity';
const SIZE = 24; // the old live text's font-size, in the 200 x 48 viewBox
const TRACKING = 0.5; // px between letters at SIZE
const ORIGIN = { x: 50, y: 32 }; // the old text's baseline start

const ttf = await decompress(readFileSync(FONT));
const face = new Face(new Blob(ttf));
const font = new Font(face);
font.setVariations([new Variation('wght', 700)]);
const buffer = new HbBuffer();
buffer.addText(WORD);
buffer.guessSegmentProperties();
shape(font, buffer);

const scale = SIZE / face.upem;
const round = (n) => Math.round(n * 100) / 100;
let pen = 0;
const parts = [];
for (const g of buffer.getGlyphInfosAndPositions()) {
  const d = font.glyphToPath(g.codepoint);
  // Font units, y up: to the viewBox, y down, at this glyph's pen position.
  const x = ORIGIN.x + (pen + (g.xOffset ?? 0)) * scale;
  parts.push(
    d.replace(/([MLQCZ])([^MLQCZ]*)/g, (_, cmd, args) => {
      const nums = args.trim() ? args.trim().split(/[ ,]+/).map(Number) : [];
      const out = [];
      for (let i = 0; i < nums.length; i += 2) out.push(`${round(x + nums[i] * scale)} ${round(ORIGIN.y - nums[i + 1] * scale)}`);
      return cmd + out.join(' ');
    }),
  );
  pen += (g.xAdvance ?? 0) + TRACKING / scale;
}
const width = round(pen * scale - TRACKING);
/** The box ends 6 units after the word (the mark starts 10 units in): the <img>s say width 102 for height 32. */
const boxWidth = Math.ceil(ORIGIN.x + width + 6);

const svg =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${boxWidth} 48" role="img" aria-labelledby="logo-t"><title id="logo-t">Eternity</title>` +
  `<defs><linearGradient id="logo-g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#8f7cff"/><stop offset="1" stop-color="#19d3c5"/></linearGradient></defs>` +
  `<path d="M10 24c0-7.7 6.3-14 14-14s14 6.3 14 14-6.3 14-14 14" fill="none" stroke="url(#logo-g)" stroke-width="5" stroke-linecap="round"/>` +
  `<circle cx="24" cy="24" r="4.5" fill="url(#logo-g)"/>` +
  `<path fill="#f4f3ff" d="${parts.join('')}"/></svg>\n`;
writeFileSync(OUT, svg);
console.log(`gen:logo: ${OUT}, ${boxWidth} x 48, wordmark ${width} wide at ${SIZE}, ${(svg.length / 1024).toFixed(1)} KB`);
