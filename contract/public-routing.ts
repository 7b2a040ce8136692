// The rows the public site's own code calls (the demo form, its human checks, the form-open beacon), without schemas
// and apart from the rest of the table: the form's path loads these few rows, not every console call
// (docs/decisions/0045). endpoint-routing.ts spreads them into the whole table and checks them against EndpointRouting.

export const publicRouting = {
  bookDemo: { method: 'POST', path: 'meta/book-demo', service: 'contact', roles: [], anonymous: true },
  humanCheckChallenge: { method: 'GET', path: 'meta/human-check', service: 'contact', roles: [], anonymous: true },
  formOpen: { method: 'POST', path: 'meta/form-open', service: 'contact', roles: [], anonymous: true, beacon: true, status: 202 },
  identityLocalHumanCheck: { method: 'GET', path: 'identity/local/human-check', service: 'user', roles: [], anonymous: true },
} as const;

export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}
