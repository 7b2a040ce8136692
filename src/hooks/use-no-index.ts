import { useLayoutEffect } from 'react';

/** Keeps a page out of search engines (a private link's page): `<meta name="robots" content="noindex">` while shown. */
export function useNoIndex(): void {
  useLayoutEffect(() => {
    const tag = document.createElement('meta');
    tag.name = 'robots';
    tag.content = 'noindex, nofollow';
    document.head.appendChild(tag);
    return () => tag.remove();
  }, []);
}
