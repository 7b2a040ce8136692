// Every rendered still the copy refers to (`render: '<id>'` under src/content) and every scene's hero loop must exist in
// public/media, in every width and format the <picture> and the video hero ask for (issue 13 item 2, ADR 0023).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
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

const referenced = new Set(
  filesUnder(join(ROOT, 'src/content'))
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/render:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? '')),
);

// The framed product screenshots (`npm run shots:product`, decision 0056) the copy shows as `shot: '<id>'`.
const shots = new Set(
  filesUnder(join(ROOT, 'src/content'))
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/shot:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? '')),
);

const loops = readdirSync(join(ROOT, 'src/scenes'))
  .filter((f) => f.endsWith('.scene.ts'))
  .flatMap((f) => [...readFileSync(join(ROOT, 'src/scenes', f), 'utf8').matchAll(/loop:\s*{\s*name:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? ''));

describe('rendered imagery', () => {
  it('the copy refers to rendered stills', () => {
    expect(referenced.size).toBeGreaterThan(0);
  });

  it.each([...referenced])('still %s exists in every width and format', (id) => {
    expect(missingStills([id])).toEqual([]);
  });

  it('reports a still that is missing', () => {
    expect(missingStills(['no-such-scene'])).toHaveLength(RENDER_WIDTHS.length * 2);
  });

  it('the copy shows the product where it promises software (/vrbank, /vrauto, /vrretail, /vrworld, /security, /contactus)', () => {
    expect([...shots]).toEqual(
      expect.arrayContaining(['branch-queries', 'dealer-insights', 'store-sign-ins', 'metaverse-console', 'audit-log', 'demo-form']),
    );
  });

  // One distinct screenshot per claim (issue 24): the same screen on three pages proved none of them.
  it('uses each product screenshot on one page only', () => {
    const uses = filesUnder(join(ROOT, 'src/content'))
      .filter((f) => /\.tsx?$/.test(f))
      .flatMap((f) => [...new Set([...readFileSync(f, 'utf8').matchAll(/shot:\s*'([a-z0-9-]+)'/g)].map((m) => m[1] ?? ''))]);
    expect(uses.filter((id, i) => uses.indexOf(id) !== i)).toEqual([]);
  });

  it.each([...shots])('product screenshot %s exists in every width and format', (id) => {
    expect(missingStills([id], join(MEDIA, 'product'))).toEqual([]);
  });

  it('the scenes declare hero loops', () => {
    expect(loops.length).toBeGreaterThan(0);
  });

  it.each(loops)('loop %s has its mp4 and both posters', (name) => {
    for (const f of [`${name}-hero.mp4`, `${name}-hero-poster.webp`, `${name}-hero-poster-960.webp`]) {
      const file = join(MEDIA, f);
      expect(existsSync(file) && statSync(file).size > 0, f).toBe(true);
    }
  });
});
