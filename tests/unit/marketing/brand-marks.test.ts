import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRANDS } from '@/content/brands';

// Issue 13 item 4: a logo wall in one neutral colour, every mark its own shape and wordmark.
const DIR = join(process.cwd(), 'src/assets/brands');
const files = readdirSync(DIR).filter((f) => f.endsWith('.svg'));
const svg = (f: string) => readFileSync(join(DIR, f), 'utf8');

describe('client marks', () => {
  it('every brand of the wall has its own file', () => {
    expect(files).toHaveLength(BRANDS.length);
  });

  it('all are drawn in one and the same neutral colour', () => {
    const colours = new Set(files.flatMap((f) => [...svg(f).matchAll(/(?:fill|stroke)="(#[0-9a-f]{3,6})"/gi)].map((m) => m[1]!.toLowerCase())));
    expect([...colours]).toHaveLength(1);
    const [hex] = [...colours];
    const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex!.slice(i, i + 2), 16));
    expect(Math.max(r!, g!, b!) - Math.min(r!, g!, b!)).toBeLessThan(24); // grey, not a brand hue
  });

  it('no two share a shape or a type style, and each names itself', () => {
    const marks = files.map((f) => svg(f).match(/<g [^>]*>(.*?)<\/g>/)![1]);
    expect(new Set(marks).size).toBe(files.length);
    const styles = files.map((f) => {
      const text = svg(f).match(/<text ([^>]*)>/)![1]!;
      return ['font-family', 'font-weight', 'font-style'].map((a) => text.match(new RegExp(`${a}="([^"]*)"`))?.[1] ?? '').join('|');
    });
    expect(new Set(styles).size).toBeGreaterThanOrEqual(8);
    for (const f of files) expect(svg(f)).toMatch(/<title id="[^"]+">[^<]+ logo<\/title>/);
  });
});
