// Whether a path is one of the app's pages: the server's 404 (server/src/static.ts). Apart from app-paths.ts so that
// the pages, which import the patterns, carry neither this code nor its matchers.
import { patterns } from './app-paths';

const leaves = (o: object): string[] => Object.values(o).flatMap((v) => (typeof v === 'string' ? [v] : leaves(v as object)));
/** Every page's pattern, each as a matcher: a `:param` is one non-empty segment. */
const MATCHERS = leaves(patterns).map(
  (p) => new RegExp(`^${p.split('/').map((seg) => (seg.startsWith(':') ? '[^/]+' : seg.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/')}$`),
);

/** Whether `pathname` is one of the app's pages (a trailing slash aside). */
export function isAppPage(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return MATCHERS.some((m) => m.test(path));
}
