/** Reloads the page (SPEC 8: a provider that returns no user); swappable so tests can observe it. */
let reload: () => void = () => window.location.reload();

export function reloadPage(): void {
  reload();
}

/** Replace the reload (tests); returns the previous one. */
export function setCityReload(fn: () => void): () => void {
  const previous = reload;
  reload = fn;
  return previous;
}
