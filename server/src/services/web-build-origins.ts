import type { AppDeps } from '../deps';

// A metaverse's WEBGL build is framed by /metaverse/{id} only from this site or WEB_BUILD_ORIGINS (the CSP's
// frame-src). A link elsewhere is saved, with a warning at once, rather than found broken by a citizen (0049).

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

type Links = Partial<Record<string, { build: string; assets: string } | undefined>>;

function originOf(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The warnings for `links` as saved: one per framed build the city will not show. */
export function unframedBuildWarnings(
  deps: Pick<AppDeps, 'config'>,
  links: Links | undefined,
  requestOrigin: string,
): string[] {
  const build = links?.WEBGL?.build;
  if (!build) return [];
  const target = originOf(build);
  if (!target) return [];
  const here = new URL(requestOrigin);
  const own = [requestOrigin, ...(deps.config.siteUrl ? [deps.config.siteUrl] : [])];
  const allowed = [...own, ...deps.config.webBuildOrigins];
  if (allowed.includes(target.origin)) return [];
  // A local server is reached as localhost or 127.0.0.1 alike (the city resolves them the same way).
  const sameMachine =
    LOOPBACK.has(target.hostname) && LOOPBACK.has(here.hostname) && target.port === here.port && target.protocol === here.protocol;
  if (sameMachine) return [];
  const named = deps.config.webBuildOrigins.length > 0 ? deps.config.webBuildOrigins.join(', ') : 'none set';
  return [
    `Saved, but the city will not show the WEBGL build at ${target.origin}: web builds are shown only from this site ` +
      `or the origins in WEB_BUILD_ORIGINS (${named}). Host the build there, or ask the operator to add ${target.origin}.`,
  ];
}
