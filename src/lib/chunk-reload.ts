/** After a deploy an open tab may ask for chunks that are gone: reload once, never in a loop. */
export const CHUNK_RELOAD_KEY = 'chunk-reload-at';
export const CHUNK_RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR = /Loading chunk [\w-]+ failed|Loading chunk failed|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : typeof error === 'string' ? error : '';
  return CHUNK_ERROR.test(text);
}

let reloadPage: () => void = () => window.location.reload();

export function setReloadPage(fn: () => void): () => void {
  const previous = reloadPage;
  reloadPage = fn;
  return previous;
}

export function recoverFromChunkError(now = Date.now()): 'reloading' | 'failed' {
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY));
  if (last && now - last < CHUNK_RELOAD_WINDOW_MS) return 'failed';
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reloadPage();
  return 'reloading';
}

export function retryChunkLoad(now = Date.now()): void {
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
  reloadPage();
}
