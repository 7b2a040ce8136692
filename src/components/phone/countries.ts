import { COUNTRY_DATA } from './country-data';

/** SPEC 3 */
export interface Country {
  code: string;
  name: string;
  dialCode: string;
}

/** SPEC 9: default +91, and IN is also the flag shown when a code has none. */
export const DEFAULT_COUNTRY = 'IN';

/** The browser's English name of a region ('AE' → 'United Arab Emirates'); the code itself where Intl lacks it. */
function regionNames(): (code: string) => string {
  try {
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code;
  }
}

/**
 * Codes and dial codes tabled at build time by scripts/gen-country-data.mjs; names from the browser's own CLDR data
 * (docs/decisions/0045), sorted by name.
 */
export const COUNTRIES: readonly Country[] = (() => {
  const nameOf = regionNames();
  return COUNTRY_DATA.split(' ')
    .map((pair) => ({ code: pair.slice(0, 2), name: nameOf(pair.slice(0, 2)), dialCode: `+${pair.slice(2)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
})();

export function countryByCode(code: string): Country {
  return COUNTRIES.find((c) => c.code === code) ?? COUNTRIES.find((c) => c.code === DEFAULT_COUNTRY)!;
}

/** Accents, case, '&' for 'and' and 'St.' for 'Saint' do not matter to a search: CLDR writes 'St. Kitts & Nevis'. */
const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/\bst\.?(?=\s)/g, 'saint')
    .replace(/[’']/g, "'");

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
