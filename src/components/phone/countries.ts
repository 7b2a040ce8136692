import { COUNTRY_DATA } from './country-data';

/** SPEC 3 */
export interface Country {
  code: string;
  name: string;
  dialCode: string;
}

/** SPEC 9: default +91, and IN is also the flag shown when a code has none. */
export const DEFAULT_COUNTRY = 'IN';

/** Tabled at build time by scripts/gen-country-data.mjs. */
export const COUNTRIES: readonly Country[] = COUNTRY_DATA.map(([code, name, dial]) => ({ code, name, dialCode: `+${dial}` }));

export function countryByCode(code: string): Country {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES.find((c) => c.code === DEFAULT_COUNTRY)!;
}

const fold = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

/** Name prefixes, then exact codes, come first so 'in' finds India before Argentina. */
export function filterCountries(query: string, list: readonly Country[] = COUNTRIES): Country[] {
  const q = fold(query.trim());
  if (!q) return [...list];
  const digits = q.replace(/^\+/, '');
  const rank = (c: Country): number => {
    const name = fold(c.name);
    if (c.code.toLowerCase() === q) return 0;
    if (name.startsWith(q)) return 1;
    if (/^\d+$/.test(digits) && c.dialCode === `+${digits}`) return 0;
    if (/^\d+$/.test(digits) && c.dialCode.startsWith(`+${digits}`)) return 2;
    if (name.split(/[\s,()-]+/).some((word) => word.startsWith(q))) return 3;
    if (name.includes(q)) return 4;
    return -1;
  };
  return list
    .map((c) => ({ c, r: rank(c) }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r)
    .map((x) => x.c);
}
