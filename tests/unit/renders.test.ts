// Every rendered still the copy refers to (`render: '<id>'` under src/content) and every scene's hero loop must exist in
// public/media, in every width and format the <picture> and the video hero ask for (issue 13 item 2, ADR 0023).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HERO_LOOPS } from '@/components/compositions/hero-loops';
import { RENDER_WIDTHS } from '@/config/renders';

const ROOT = resolve(__dirname, '../..');
const MEDIA = join(ROOT, 'public/media');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesUnder(join(dir, e.name)) : [join(dir, e.name)]));
}

export function missingStills(ids: Iterable<string>, dir = join(MEDIA, 'renders')): string[] {
  const missing: string[] = [];
  for (const id of ids)
    for (const w of RENDER_WIDTHS)
      for (const ext of ['avif', 'webp']) {
        const file = join(dir, `${id}-${w}.${ext}`);
        if (!existsSync(file) || statSync(file).size === 0) missing.push(`${id}-${w}.${ext}`);
      }
  return missing;
}

const stillsIn = (files: string[]) =>
  new Set(files.filter((f) => /\.tsx?$/.test(f)).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/render:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? '')));

// The marketing pages draw their pictures in code (issue 37, docs/design/system.md); the city's own page keeps its
// captures of the city.
const referenced = stillsIn(filesUnder(join(ROOT, 'src/content')));
const cityStills = stillsIn(filesUnder(join(ROOT, 'src/routes/city')));

// The framed product screenshots (`npm run shots:product`, decision 0056) the copy shows as `shot: '<id>'`, and the
// city's page its own (`id="city"` with PRODUCT_SHOT_DIR).
const shots = new Set([
  ...filesUnder(join(ROOT, 'src/content'))
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/shot:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? '')),
  ...filesUnder(join(ROOT, 'src/routes/city'))
    .filter((f) => /\.tsx$/.test(f) && readFileSync(f, 'utf8').includes('PRODUCT_SHOT_DIR'))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/id="([a-z0-9-]+)"\s+dir=\{PRODUCT_SHOT_DIR\}/g)].map((m) => m[1] ?? '')),
]);

// SPEC's hero videos, as loops of a drawn screen (decision 0078, `npm run loops:hero`).
const loops = HERO_LOOPS.map((l) => l.name);

describe('rendered imagery', () => {
  it('the marketing copy shows no three.js still (issue 37): its pictures are drawn in code', () => {
    expect([...referenced]).toEqual([]);
  });

  it('the city page shows its captures of the city', () => {
    expect(cityStills.size).toBeGreaterThan(0);
  });

  it.each([...cityStills])('still %s exists in every width and format', (id) => {
    expect(missingStills([id])).toEqual([]);
  });

  it('reports a still that is missing', () => {
    expect(missingStills(['no-such-scene'])).toHaveLength(RENDER_WIDTHS.length * 2);
  });


  // One distinct screenshot per claim (issue 24): the same screen on three pages proved none of them.
  it('uses each product screenshot on one page only', () => {
    const uses = filesUnder(join(ROOT, 'src/content'))
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...new Set([...readFileSync(f, 'utf8').matchAll(/shot:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? ''))]);
    expect(uses.filter((id, i) => uses.indexOf(id) !== i)).toEqual([]);
  });

  it('the city page shows its product screenshot', () => {
    expect([...shots]).toContain('city');
  });

  it.each([...shots])('product screenshot %s exists in every width and format', (id) => {
    expect(missingStills([id], join(MEDIA, 'product'))).toEqual([]);
  });

  it('SPEC\'s three hero videos are declared', () => {
    expect(loops).toEqual(['vrauto', 'vrbank', 'predictive']);
  });

  it.each(loops)('loop %s has its mp4 and both posters', (name) => {
    for (const f of [`${name}-hero.mp4`, `${name}-hero-poster.webp`, `${name}-hero-poster-960.webp`]) {
      const file = join(MEDIA, f);
      expect(existsSync(file) && statSync(file).size > 0, f).toBe(true);
    }
  });
});
