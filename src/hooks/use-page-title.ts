import { useEffect } from 'react';
import { DEFAULT_TITLE } from '@/config/titles';

/** Sets the document title while the calling page is shown and restores the landing title when it leaves. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
