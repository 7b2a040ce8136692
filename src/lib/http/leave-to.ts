/** Full-page navigation used when the session is lost; swappable so tests can observe it. */
let assign: (url: string) => void = (url) => window.location.assign(url);

export function leaveTo(url: string): void {
  assign(url);
}

/** Replace the navigation function (tests); returns the previous one. */
export function setLeaveTo(fn: (url: string) => void): (url: string) => void {
  const previous = assign;
  assign = fn;
  return previous;
}
