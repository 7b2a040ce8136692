/**
 * A tiny allow-list HTML sanitizer for FAQ answers (no dependency: the allowed subset is small). DOMParser builds
 * an inert document (no scripts run, no images load), then only allowed elements and the `href` of links that
 * point inside the site or to https are copied into the output; everything else is dropped or unwrapped to text.
 */
const ALLOWED = new Set(['P', 'UL', 'OL', 'LI', 'STRONG', 'EM', 'A']);
/** Dropped with everything inside them; other unknown elements keep their text. */
const DROPPED = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'IFRAME', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'TEXTAREA', 'SELECT', 'TITLE', 'HEAD']);

/** Same-site paths (`/x`, not protocol-relative `//host`) and https URLs only. */
export function isSafeHref(href: string): boolean {
  const value = href.trim();
  return (value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\')) || /^https:\/\/[^\s]+$/i.test(value);
}

function copyChildren(from: Node, to: Node, doc: Document): void {
  for (const child of [...from.childNodes]) {
    if (child.nodeType === Node.TEXT_NODE) {
      to.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child.nodeType === Node.ELEMENT_NODE) {
      const el = child as Element;
      const tag = el.tagName.toUpperCase();
      if (DROPPED.has(tag)) continue;
      if (!ALLOWED.has(tag)) {
        copyChildren(el, to, doc);
        continue;
      }
      const clean = doc.createElement(tag.toLowerCase());
      if (tag === 'A') {
        const href = el.getAttribute('href');
        if (href && isSafeHref(href)) {
          clean.setAttribute('href', href.trim());
          if (href.trim().startsWith('https:')) {
            clean.setAttribute('target', '_blank');
            clean.setAttribute('rel', 'noopener noreferrer');
          }
        }
      }
      copyChildren(el, clean, doc);
      to.appendChild(clean);
    }
    // Comments, processing instructions and the like are dropped.
  }
}

/** Returns HTML containing only p, ul, ol, li, strong, em and a[href] (same-site path or https). */
export function sanitizeHtml(html: string): string {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  const out = document.implementation.createHTMLDocument('');
  const container = out.createElement('div');
  copyChildren(parsed.body, container, out);
  return container.innerHTML;
}
