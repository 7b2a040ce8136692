// Draws the five leadership portraits of /aboutus (src/assets/team/*.svg) as one illustrated set: the same
// head-and-shoulders framing, background, line weight and shading for everyone, with each person's face, hair, skin
// tone and clothing set by the parameters below. Deterministic: the same parameters always give the same bytes.
//
//   npm run gen:portraits              writes src/assets/team/<slug>.svg
//   node scripts/gen-portraits.mjs --out <dir>   writes them elsewhere (tests/unit/portraits.test.ts compares)
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** The site's palette (docs/STYLE): ink background, violet and teal accents. */
const INK = '#0b0d17';
const VIOLET = '#5b3df5';
const VIOLET_LIGHT = '#8f7cff';
const TEAL = '#19d3c5';
/** One line weight for every drawn feature. */
const LINE = 2.4;

/**
 * Skin: base fill, the one shade tone used for every shadow on skin, and the line colour of the features.
 * Hair: base and highlight. Clothes: outer garment (base, shade), what shows at the neck, and an optional tie.
 */
const PEOPLE = [
  {
    slug: 'aarav-mehta',
    name: 'Aarav Mehta',
    role: 'Founder & Chief Executive Officer',
    skin: { base: '#b97c57', shade: '#9c6343', line: '#42251a', lip: '#8a4a36' },
    face: { width: 36, jaw: 0.9 },
    hair: { style: 'side-part', base: '#1b1720', light: '#3d3548' },
    brows: 'straight',
    beard: 'stubble',
    clothes: { style: 'suit', base: '#1e2a4f', shade: '#151e3b', inner: '#eef1fb' },
  },
  {
    slug: 'layla-haddad',
    name: 'Layla Haddad',
    role: 'Chief Technology Officer',
    skin: { base: '#e3b692', shade: '#c9966f', line: '#553322', lip: '#b05a4e' },
    face: { width: 33, jaw: 0.78 },
    hair: { style: 'long-wavy', base: '#3a2218', light: '#6e4530' },
    brows: 'arched',
    clothes: { style: 'blazer', base: '#2a2e3f', shade: '#1f2230', inner: TEAL },
  },
  {
    slug: 'oliver-grant',
    name: 'Oliver Grant',
    role: 'Head of Blockchain Engineering',
    skin: { base: '#f0cdb2', shade: '#d9a98b', line: '#63392a', lip: '#b5705f' },
    face: { width: 35, jaw: 0.86 },
    hair: { style: 'tousled', base: '#8b4c2b', light: '#b87048' },
    brows: 'straight',
    beard: 'short',
    glasses: '#1f2233',
    clothes: { style: 'sweater', base: '#454a78', shade: '#363a63', inner: '#dfe6f5' },
  },
  {
    slug: 'priya-raman',
    name: 'Priya Raman',
    role: 'Head of AI Research',
    skin: { base: '#8e5b3c', shade: '#74472d', line: '#2a170e', lip: '#6a3428' },
    face: { width: 33, jaw: 0.8 },
    hair: { style: 'bun', base: '#15121a', light: '#3a3242' },
    brows: 'arched',
    glasses: '#c9b8ff',
    clothes: { style: 'cardigan', base: '#4a39b0', shade: '#3a2c91', inner: '#ece8ff' },
  },
  {
    slug: 'omar-siddiqui',
    name: 'Omar Siddiqui',
    role: 'Director, Enterprise Partnerships',
    skin: { base: '#c99068', shade: '#ab744f', line: '#45291b', lip: '#8e4f3a' },
    face: { width: 36, jaw: 0.92 },
    hair: { style: 'crop', base: '#241b17', light: '#4b3c34' },
    brows: 'straight',
    beard: 'full',
    clothes: { style: 'suit', base: '#4a505e', shade: '#3a3f4b', inner: '#f3f4f8', tie: VIOLET_LIGHT },
  },
];

/** Numbers with at most one decimal, so the files stay small and byte-stable. */
const n = (v) => String(Math.round(v * 10) / 10);
const path = (d, attrs) => `<path d="${d}" ${attrs}/>`;
const fill = (d, colour, extra = '') => path(d, `fill="${colour}"${extra}`);
const line = (d, colour, width = LINE) =>
  path(d, `fill="none" stroke="${colour}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"`);

// Fixed geometry of the frame: the head's centre, the neck and the shoulder line are the same for everyone.
const CX = 120;
const HEAD_Y = 100;
const HEAD_TOP = 56;
const CHIN = 146;

/** The face outline for a half-width and a jaw factor (1: square, lower: narrower chin). */
function faceOutline({ width: w, jaw }) {
  const l = CX - w;
  const r = CX + w;
  const jw = w * jaw;
  return `M${n(l)} ${HEAD_Y - 6}C${n(l)} 70 ${n(CX - w * 0.55)} ${HEAD_TOP} ${CX} ${HEAD_TOP}C${n(CX + w * 0.55)} ${HEAD_TOP} ${n(r)} 70 ${n(r)} ${HEAD_Y - 6}C${n(r)} 118 ${n(CX + jw)} 134 ${CX} ${CHIN}C${n(CX - jw)} 134 ${n(l)} 118 ${n(l)} ${HEAD_Y - 6}Z`;
}

/** The one shade on a face: a crescent down its right side and under the cheekbone. */
function faceShade({ width: w, jaw }) {
  const r = CX + w;
  const jw = w * jaw;
  return `M${n(CX + w * 0.5)} ${HEAD_TOP + 3}C${n(r - 2)} 66 ${n(r)} 80 ${n(r)} ${HEAD_Y - 6}C${n(r)} 118 ${n(CX + jw)} 134 ${CX} ${CHIN}C${n(CX + jw * 0.7)} 132 ${n(r - 8)} 116 ${n(r - 7)} ${HEAD_Y - 4}C${n(r - 6)} 80 ${n(r - 10)} 66 ${n(CX + w * 0.5)} ${HEAD_TOP + 3}Z`;
}

function background(id) {
  return (
    `<defs><radialGradient id="${id}-bg" cx=".5" cy=".4" r=".6"><stop offset="0" stop-color="${VIOLET_LIGHT}" stop-opacity=".5"/>` +
    `<stop offset=".6" stop-color="${VIOLET}" stop-opacity=".22"/><stop offset="1" stop-color="${VIOLET}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="240" height="240" fill="${INK}"/><rect width="240" height="240" fill="url(#${id}-bg)"/>` +
    `<circle cx="120" cy="120" r="112" fill="none" stroke="${TEAL}" stroke-opacity=".4" stroke-width="${LINE}"/>`
  );
}

/** Hair drawn behind the head (long hair falls behind the shoulders' front edge). */
function hairBack({ style, base, light }) {
  if (style === 'long-wavy') {
    return (
      fill('M80 98C74 62 96 46 122 46C150 46 166 66 162 100C160 124 168 146 176 166C182 180 176 196 162 200L78 200C64 196 58 180 64 166C72 146 82 124 80 98Z', base) +
      line('M72 170C76 156 80 144 80 128M168 170C164 156 160 144 160 128', light, 2)
    );
  }
  if (style === 'bun') return `<circle cx="${CX}" cy="48" r="17" fill="${base}"/>` + line('M110 42C116 36 126 36 131 42', light, 2);
  return '';
}

/** Hair drawn over the head: each style is a cap with one highlight stroke. */
function hairFront({ style, base, light }) {
  switch (style) {
    case 'side-part':
      return (
        fill('M83 100C78 66 96 50 122 50C148 50 162 66 158 100C156 88 152 80 146 74C134 82 112 84 100 78C94 84 88 92 86 100Z', base) +
        line('M104 60C116 56 132 56 144 64', light, 2)
      );
    case 'crop':
      return (
        fill('M85 96C82 68 98 54 120 54C142 54 158 68 155 96C153 86 150 79 146 75C132 70 108 70 94 75C90 79 87 86 85 96Z', base) +
        line('M102 62C112 59 128 59 138 62', light, 2)
      );
    case 'tousled':
      return (
        fill('M84 98C78 64 98 48 122 48C148 48 164 64 156 98C154 86 150 78 144 74C140 80 132 82 124 78C118 84 108 86 100 82C94 86 88 92 84 98Z', base) +
        line('M100 60C108 54 120 54 126 58M132 58C140 58 146 62 150 68', light, 2)
      );
    case 'long-wavy':
      return (
        fill('M86 104C82 70 98 54 122 54C146 54 160 70 156 100C150 84 138 72 124 66C114 80 98 90 86 104Z', base) +
        line('M100 68C108 62 116 60 124 62M130 64C140 68 148 76 152 86', light, 2)
      );
    case 'bun':
      return (
        fill('M86 100C82 70 98 56 120 56C142 56 158 70 154 100C150 84 136 70 120 66C104 70 90 84 86 100Z', base) +
        line('M120 58L120 66M104 64C98 70 94 78 92 86', light, 2)
      );
    default:
      throw new Error(`unknown hair style ${style}`);
  }
}

function brows(kind, colour) {
  const d =
    kind === 'arched'
      ? 'M99 91C103 87 109 86 114 88M126 88C131 86 137 87 141 91'
      : 'M99 90C104 88 109 88 114 89M126 89C131 88 136 88 141 90';
  return line(d, colour, 3.2);
}

function eyes(skin) {
  // Almond eyes: the iris as a dark dot, one highlight, and a lid line in the feature colour.
  return (
    `<ellipse cx="107" cy="101" rx="3.4" ry="3.8" fill="${skin.line}"/><ellipse cx="133" cy="101" rx="3.4" ry="3.8" fill="${skin.line}"/>` +
    `<circle cx="108.2" cy="99.8" r="1.1" fill="#fff" fill-opacity=".85"/><circle cx="134.2" cy="99.8" r="1.1" fill="#fff" fill-opacity=".85"/>` +
    line('M101 99C104 96 110 96 113 99M127 99C130 96 136 96 139 99', skin.line, 1.6)
  );
}

function glasses(colour) {
  return (
    `<g fill="none" stroke="${colour}" stroke-width="${LINE}"><rect x="96" y="92" width="21" height="17" rx="6"/><rect x="123" y="92" width="21" height="17" rx="6"/>` +
    `<path d="M117 99C119 97 121 97 123 99M96 98L86 96M144 98L154 96" stroke-linecap="round"/></g>`
  );
}

function beard(kind, hair, skin, face) {
  const jw = face.width * face.jaw;
  if (kind === 'stubble') {
    // A light shadow of stubble along the jaw and upper lip, in the hair colour.
    return (
      fill(`M${n(CX - face.width + 2)} 110C${n(CX - jw)} 132 108 ${CHIN - 1} ${CX} ${CHIN}C132 ${CHIN - 1} ${n(CX + jw)} 132 ${n(CX + face.width - 2)} 110C${n(CX + jw - 4)} 128 132 138 ${CX} 138C108 138 ${n(CX - jw + 4)} 128 ${n(CX - face.width + 2)} 110Z`, hair.base, ' fill-opacity=".22"') +
      fill('M108 124C114 121 126 121 132 124C126 123 114 123 108 124Z', hair.base, ' fill-opacity=".3"')
    );
  }
  // A trimmed beard: from the sideburns along the jaw, fuller at the chin for 'full'.
  const full = kind === 'full';
  const w = face.width;
  const top = full ? 108 : 112;
  const jaw = `M${n(CX - w + 1)} ${top}C${n(CX - w + 3)} 126 ${n(CX - jw)} ${full ? 142 : 138} ${CX} ${full ? CHIN + 5 : CHIN + 2}C${n(CX + jw)} ${full ? 142 : 138} ${n(CX + w - 3)} 126 ${n(CX + w - 1)} ${top}C${n(CX + w - 6)} 124 140 ${full ? 130 : 132} ${CX} ${full ? 130 : 132}C100 ${full ? 130 : 132} ${n(CX - w + 6)} 124 ${n(CX - w + 1)} ${top}Z`;
  return (
    fill(jaw, hair.base) +
    fill('M105 124C109 120 115 119 120 121C125 119 131 120 135 124C130 125 125 125 120 124C115 125 110 125 105 124Z', hair.base) +
    line(`M${n(CX - jw + 8)} 130C112 138 128 138 ${n(CX + jw - 8)} 130`, hair.light, 1.6) +
    // Lips show through the beard.
    line('M110 129C115 134 125 134 130 129', skin.lip, LINE)
  );
}

function nose(skin) {
  return line('M121 104C120 110 118 115 116 118C118 120 122 120 125 119', skin.shade, LINE) + line('M116 118C118 120 122 120 125 119', skin.line, 1.6);
}

function mouth(skin) {
  return line('M111 128C116 132 124 132 129 128', skin.lip, LINE) + line('M114 133C118 135 122 135 126 133', skin.shade, 1.6);
}

/** Neck and shoulders, the same outline for everyone; the garment decides the neckline. */
function body(skin, c) {
  const shoulders = 'M26 240C28 206 52 186 90 178L150 178C188 186 212 206 214 240Z';
  const shade = 'M150 178C188 186 212 206 214 240L184 240C182 214 172 194 150 178Z';
  const neck = fill('M105 132L105 172C110 184 130 184 135 172L135 132Z', skin.base) + fill('M105 136C112 150 128 150 135 136L135 156C128 164 112 164 105 156Z', skin.shade);
  let out = neck + fill(shoulders, c.base) + fill(shade, c.shade);
  switch (c.style) {
    case 'suit':
      // Shirt in a V with collar points, lapels in the shade tone, an optional tie.
      out += fill('M100 176L120 214L140 176Z', c.inner);
      out += c.tie
        ? fill('M115 184L125 184L128 216L120 226L112 216Z', c.tie) + fill('M114 177L126 177L125 186L115 186Z', c.tie)
        : fill('M110 178L120 196L130 178C126 184 114 184 110 178Z', skin.base);
      out += fill('M100 174L94 190L112 192Z', c.inner) + fill('M140 174L146 190L128 192Z', c.inner);
      out += fill('M92 178L120 226L104 240L84 240L80 196Z', c.shade) + fill('M148 178L120 226L136 240L156 240L160 196Z', c.shade);
      out += line('M92 178L120 226M148 178L120 226', c.base, 1.6);
      break;
    case 'blazer':
      out += fill('M100 176C108 190 132 190 140 176L134 240L106 240Z', c.inner);
      out += fill('M104 177C110 188 130 188 136 177Z', skin.base);
      out += fill('M94 178L116 228L106 240L86 240L82 196Z', c.shade) + fill('M146 178L124 228L134 240L154 240L158 196Z', c.shade);
      break;
    case 'sweater':
      out += fill('M102 174C106 184 134 184 138 174L142 180C132 194 108 194 98 180Z', c.shade);
      out += fill('M104 174L112 188L120 180Z', c.inner) + fill('M136 174L128 188L120 180Z', c.inner);
      break;
    case 'cardigan':
      out += fill('M98 178C106 196 134 196 142 178L138 240L102 240Z', c.inner);
      out += fill('M92 178L108 214L104 240L84 240L80 196Z', c.shade) + fill('M148 178L132 214L136 240L156 240L160 196Z', c.shade);
      out += `<circle cx="112" cy="222" r="2" fill="${c.inner}"/><circle cx="110" cy="234" r="2" fill="${c.inner}"/>`;
      break;
    default:
      throw new Error(`unknown clothes ${c.style}`);
  }
  return out;
}

function ears(skin) {
  return (
    `<ellipse cx="84" cy="104" rx="7" ry="10" fill="${skin.base}"/><ellipse cx="156" cy="104" rx="7" ry="10" fill="${skin.base}"/>` +
    line('M84 99C81 103 82 108 85 110M156 99C159 103 158 108 155 110', skin.shade, 2)
  );
}

/** One portrait as an SVG string. */
export function portrait(p, index) {
  const id = `tm${index + 1}`;
  const { skin, face, hair } = p;
  const head = [
    hairBack(hair),
    ears(skin),
    fill(faceOutline(face), skin.base),
    fill(faceShade(face), skin.shade, ' fill-opacity=".7"'),
    // Cheeks: one soft warm tone, the same for everyone.
    `<ellipse cx="102" cy="117" rx="7" ry="4" fill="#e0707a" fill-opacity=".16"/><ellipse cx="138" cy="117" rx="7" ry="4" fill="#e0707a" fill-opacity=".16"/>`,
    p.beard ? beard(p.beard, hair, skin, face) : '',
    hairFront(hair),
    brows(p.brows, hair.base),
    eyes(skin),
    nose(skin),
    p.beard && p.beard !== 'stubble' ? '' : mouth(skin),
    p.glasses ? glasses(p.glasses) : '',
  ];
  // Long hair falls behind the shoulders, so it is drawn first; the head sits 11 units lower than its drawing, on
  // the neck. The whole figure is enlarged about the face so a round crop frames head and shoulders.
  const long = hair.style === 'long-wavy';
  const parts = [
    background(id),
    `<g transform="matrix(1.3 0 0 1.3 -36 -27.6)">`,
    long ? `<g transform="translate(0 11)">${head.shift()}</g>` : '',
    body(skin, p.clothes),
    `<g transform="translate(0 11)">${long ? '' : head.shift()}${head.join('')}</g>`,
    '</g>',
  ];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240" role="img" aria-labelledby="${id}-t">` +
    `<title id="${id}-t">Illustrated portrait of ${p.name}, ${p.role.replace('&', '&amp;')}</title>${parts.join('')}</svg>\n`
  );
}

/** Every portrait: file name and SVG text. */
export function portraits() {
  return PEOPLE.map((p, i) => ({ file: `${p.slug}.svg`, svg: portrait(p, i) }));
}

const outFlag = process.argv.indexOf('--out');
const isMain = process.argv[1] && resolve(process.argv[1]) === resolve(new URL(import.meta.url).pathname);
if (isMain) {
  const dir = outFlag > 0 ? resolve(process.argv[outFlag + 1]) : resolve(import.meta.dirname ?? '.', '../src/assets/team');
  mkdirSync(dir, { recursive: true });
  for (const { file, svg } of portraits()) {
    writeFileSync(join(dir, file), svg);
    console.log(`${file}: ${svg.length} bytes`);
  }
}
