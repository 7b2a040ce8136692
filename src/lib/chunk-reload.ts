/**
 * After a deploy, an open tab may ask for script chunks that no longer exist. Reload once to pick up the new
 * build; if the chunk still fails soon after, stop and let the visitor retry instead of reloading in a loop.
 */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
/** A second failure within this window of the last automatic reload counts as "failed again". */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR = /Loading chunk [\w-]+ failed|Loading chunk failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(text);
}

let reloadPage: () => void = () => window.location.reload();

/** Replace the reload function (tests); returns the previous one. */
export function setReloadPage(fn: () => void): () => void {
  const previous = reloadPage;
  reloadPage = fn;
  return previous;
}

/** Reloads once for a chunk failure. Returns 'reloading', or 'failed' when a reload was just tried. */
export function recoverFromChunkError(now = Date.now()): 'reloading' | 'failed' {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return 'failed';
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reloadPage();
  return 'reloading';
}

/** The visitor's explicit retry: reload now; a failure right after shows the Retry screen again, never a loop. */
export function retryChunkLoad(now = Date.now()): void {
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reloadPage();
}
