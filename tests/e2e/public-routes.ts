import { readFileSync } from 'node:fs';

/** The public routes of SPEC 2.1 (the prerendered pages), from the one list the build uses: scripts/public-routes.json. */
export const PUBLIC_ROUTES: readonly string[] = (
  JSON.parse(readFileSync(new URL('../../scripts/public-routes.json', import.meta.url), 'utf8')) as [string, string, string][]
).map(([route]) => route);
