/**
 * Stills rendered from our three.js scenes (src/scenes, scripts/render-scenes.mjs) live in public/media/renders/ as
 * `<id>-<width>.avif` and `<id>-<width>.webp`, one file per width below, all at RENDER_ASPECT. The render script and
 * the <RenderPicture> component both read these constants so the files and the srcset always agree.
 */
export const RENDER_WIDTHS = [480, 960, 1440] as const;
export const RENDER_FALLBACK_WIDTH = 960;
export const RENDER_LARGEST_WIDTH = 1440;
/** Width / height of every still (16:10). */
export const RENDER_ASPECT = { width: 16, height: 10 } as const;
export const RENDER_DIR = '/media/renders';

export const renderUrl = (id: string, width: number, format: 'avif' | 'webp') => `${RENDER_DIR}/${id}-${width}.${format}`;

/** A still rendered from one of our three.js scenes: `render` is its file stem under public/media/renders/. */
export interface RenderRef {
  render: string;
}

/** An image of the site's copy: an imported SVG's URL, or a rendered still. */
export type SiteImage = string | RenderRef;
