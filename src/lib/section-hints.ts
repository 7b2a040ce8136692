/** Scroll-to-section hints carried across navigations in session storage (SPEC 2.2). */
import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router-dom';
import type { ScrollHintKey } from '@/content/scroll-hints';
import { prefersReducedMotion } from '@/lib/reduced-motion';

/** SPEC part 9: wait for the page to settle, then scroll; keep the highlight this long. */
export const SCROLL_DELAY_MS = 800;
export const HIGHLIGHT_MS = 2000;
export const HIGHLIGHT_CLASS = 'section-highlight';

/** Also moves focus, so keyboard and screen-reader users land where sighted users look. */
export function scrollToSection(id: string): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  el.scrollIntoView?.({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
  el.focus({ preventScroll: true });
  el.classList.add(HIGHLIGHT_CLASS);
  window.setTimeout(() => el.classList.remove(HIGHLIGHT_CLASS), HIGHLIGHT_MS);
  return true;
}

export function useSectionHint(hintKey: ScrollHintKey): void {
  useEffect(() => {
    const section = sessionStorage.getItem(hintKey);
    if (!section) return;
    // The hint is removed when it is used, not when read: StrictMode mounts twice and the second mount must see it.
    const timer = window.setTimeout(() => {
      sessionStorage.removeItem(hintKey);
      scrollToSection(section);
    }, SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [hintKey]);
}

interface Target {
  to: string;
  section: string;
  hintKey: ScrollHintKey;
  from?: string;
}

export function goToSection(navigate: NavigateFunction, { to, section, hintKey, from }: Target): void {
  const current = from ?? window.location.pathname;
  if (current === to) {
    scrollToSection(section);
    return;
  }
  sessionStorage.setItem(hintKey, section);
  void navigate(to);
}
