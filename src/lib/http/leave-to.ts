let assign: (url: string) => void = (url) => window.location.assign(url);

export function leaveTo(url: string): void {
  assign(url);
}

export function setLeaveTo(fn: (url: string) => void): (url: string) => void {
  const previous = assign;
  assign = fn;
  return previous;
}
