import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { PageMeta } from '@/content/content-types';
import { reportPageMeta } from '@/lib/prerender';
import { usePageTitle } from './use-page-title';

/** Crawlers need absolute URLs, so they are built from the page's origin. */
export const OG_IMAGE_PATH = '/og-image.png';

type Tag = [attr: 'name' | 'property', key: string, content: string];

function upsert([attr, key, content]: Tag): () => void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  const created = !el;
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  const previous = el.getAttribute('content');
  el.setAttribute('content', content);
  const tag = el;
  return () => {
    if (created) tag.remove();
    else if (previous !== null) tag.setAttribute('content', previous);
  };
}

/** Restored on leaving, so the next page never shows this page's description. */
export function usePageMeta({ title, description }: PageMeta): void {
  usePageTitle(title);
  if (import.meta.env.SSR) reportPageMeta({ description });
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const origin = window.location.origin;
    const restore = (
      [
        ['name', 'description', description],
        ['property', 'og:title', title],
        ['property', 'og:description', description],
        ['property', 'og:type', 'website'],
        ['property', 'og:url', `${origin}${pathname}`],
        ['property', 'og:image', `${origin}${OG_IMAGE_PATH}`],
        ['name', 'twitter:card', 'summary_large_image'],
      ] satisfies Tag[]
    ).map(upsert);
    return () => restore.reverse().forEach((undo) => undo());
  }, [title, description, pathname]);
}
