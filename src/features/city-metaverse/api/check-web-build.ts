import { useQuery } from '@tanstack/react-query';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** A local server seeds `http://localhost:PORT/city/`; the page may be open at 127.0.0.1:PORT. */
export function resolveBuildUrl(url: string, here: Location | URL = window.location): URL | null {
  let target: URL;
  try {
    target = new URL(url, here.href);
  } catch {
    return null;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return null;
  const sameMachine =
    LOOPBACK.has(target.hostname) && LOOPBACK.has(here.hostname) && target.port === here.port && target.protocol === here.protocol;
  return sameMachine ? new URL(`${target.pathname}${target.search}${target.hash}`, here.origin) : target;
}

/** Also unavailable: this site's own app shell, sent for any unknown path (it would nest the site in itself). */
export async function checkWebBuild(url: string, signal?: AbortSignal): Promise<boolean> {
  const target = resolveBuildUrl(url);
  if (!target) return false;
  const sameOrigin = target.origin === window.location.origin;
  try {
    const res = await fetch(target, {
      signal,
      credentials: sameOrigin ? 'same-origin' : 'omit',
      cache: 'no-store',
      headers: { accept: 'text/html' },
    });
    if (!res.ok) return false;
    if (!sameOrigin || !(res.headers.get('content-type') ?? '').includes('text/html')) return true;
    return !(await res.text()).includes(`id="${RUNTIME_CONFIG_ID}"`);
  } catch {
    return false;
  }
}

export function useWebBuild(url: string | undefined) {
  return useQuery({
    queryKey: ['webBuild', url],
    queryFn: ({ signal }) => checkWebBuild(url!, signal),
    enabled: Boolean(url),
    staleTime: Infinity,
    retry: false,
  });
}
