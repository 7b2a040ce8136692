/** SPEC 8: a provider that returns no user reloads the page. */
let reload: () => void = () => window.location.reload();

export function reloadPage(): void {
  reload();
}

export function setCityReload(fn: () => void): () => void {
  const previous = reload;
  reload = fn;
  return previous;
}
