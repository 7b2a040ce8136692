// Read by scripts/render-scenes.mjs and <RenderPicture>, so the files and the srcset always agree.
export const RENDER_WIDTHS = [480, 960, 1440] as const;
export const RENDER_FALLBACK_WIDTH = 960;
export const RENDER_LARGEST_WIDTH = 1440;
export const RENDER_ASPECT = { width: 16, height: 10 } as const;
export const RENDER_DIR = '/media/renders';

export const renderUrl = (id: string, width: number, format: 'avif' | 'webp') => `${RENDER_DIR}/${id}-${width}.${format}`;

/** `render` is the file stem under public/media/renders/. */
export interface RenderRef {
  render: string;
}

export type SiteImage = string | RenderRef;
