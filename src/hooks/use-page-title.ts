import { useLayoutEffect } from 'react';
import { DEFAULT_TITLE } from '@/config/titles';
import { reportPageMeta } from '@/lib/prerender';

export function usePageTitle(title: string): void {
  if (import.meta.env.SSR) reportPageMeta({ title });
  // Layout effect: the title changes in the same commit as the page.
  useLayoutEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
