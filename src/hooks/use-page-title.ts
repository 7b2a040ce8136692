import { useLayoutEffect } from 'react';
import { DEFAULT_TITLE } from '@/config/titles';
import { reportPageMeta } from '@/lib/prerender';

/** Sets the document title while the calling page is shown and restores the landing title when it leaves. */
export function usePageTitle(title: string): void {
  // While prerendering (no document) the title goes into the built page's <title> instead.
  if (import.meta.env.SSR) reportPageMeta({ title });
  // Layout effect: the title changes in the same commit as the page, so it never shows the previous page's.
  useLayoutEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
