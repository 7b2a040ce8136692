import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '@/lib/section-hints';

/**
 * Scrolls to the element named by the URL's #hash when the page mounts and whenever the hash changes, e.g. the
 * landing's industry cards linking to /industries#Automobile. The browser's own fragment scroll runs before a
 * lazy route has rendered its sections, so the page does it once they exist.
 */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    // One frame lets layout settle (fonts, the carousel placeholder) before measuring where the section is.
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
