// The clients a deployment may name (decision 0077): `CLIENT_BRANDS`, names separated by ";". Unset (the default),
// no page names a client: SPEC's 'Brands we worked with' carousel on /predective is left out and SPEC's claims stand
// in its place as figures. Only names, drawn in our own type: we hold no client's logo files.

export const CLIENT_BRANDS_KEY = 'CLIENT_BRANDS';
export const CLIENT_BRANDS_MAX = 20;
const NAME_MAX = 40;
const NAME = /^[\p{L}\p{N}][\p{L}\p{N} &.,'’-]*$/u;

export const clientBrandNames = (value: string): string[] =>
  value
    .split(';')
    .map((name) => name.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** Why a value cannot be used, or nothing. */
export function clientBrandsProblem(value: string): string | undefined {
  const names = clientBrandNames(value);
  if (names.length === 0) return `${CLIENT_BRANDS_KEY} must name at least one client (names separated by ";")`;
  if (names.length > CLIENT_BRANDS_MAX) return `${CLIENT_BRANDS_KEY} names at most ${CLIENT_BRANDS_MAX} clients`;
  const bad = names.find((n) => n.length > NAME_MAX || !NAME.test(n));
  if (bad) return `${CLIENT_BRANDS_KEY}: "${bad.slice(0, 60)}" is not a client name (letters, digits, spaces and & . , ' - only, ${NAME_MAX} characters at most)`;
  if (new Set(names.map((n) => n.toLowerCase())).size !== names.length) return `${CLIENT_BRANDS_KEY} names a client twice`;
  return undefined;
}
