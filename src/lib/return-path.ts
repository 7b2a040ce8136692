/**
 * A path inside `root` to go back to after signing in again (docs/decisions/0031), or null: only a same-site path
 * under the console's own root, so a crafted link cannot send the person elsewhere after the login.
 */
export function returnPath(next: string | null, root: string): string | null {
  if (!next || next.length > 2000) return null;
  if (!next.startsWith(`${root}/`) || next.includes('//') || next.includes('\\')) return null;
  // Parsed against a dummy origin: anything that leaves it (or changes the path) is refused.
  try {
    const url = new URL(next, 'https://x.invalid');
    if (url.origin !== 'https://x.invalid' || !url.pathname.startsWith(`${root}/`)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}
