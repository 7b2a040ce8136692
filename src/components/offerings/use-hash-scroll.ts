import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { scrollToSection } from '@/lib/section-hints';

/** The browser's own fragment scroll runs before a lazy route has rendered its sections. */
export function useHashScroll(): void {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    // One frame lets layout settle (fonts, the carousel placeholder) before measuring.
    const frame = requestAnimationFrame(() => scrollToSection(id));
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
