import type { ScreenId } from '@/components/compositions/screens';
// Read by scripts/render-scenes.mjs, scripts/product-shots.mjs and <RenderPicture>, so the files and the srcset always
// agree.
// 720: what a phone's full-width picture needs (a 412 px screen at 1.75x, less the page's padding, is 665 px), so it
// is not sent the 960 (docs/decisions/0069).
export const RENDER_WIDTHS = [480, 720, 960, 1440] as const;
export const RENDER_FALLBACK_WIDTH = 960;
export const RENDER_LARGEST_WIDTH = 1440;
export const RENDER_ASPECT = { width: 16, height: 10 } as const;
export const RENDER_DIR = '/media/renders';
/** The framed product screenshots (`npm run shots:product`, decision 0056): same widths and 16:10 aspect. */
export const PRODUCT_SHOT_DIR = '/media/product';

export const renderUrl = (id: string, width: number, format: 'avif' | 'webp', dir: string = RENDER_DIR) => `${dir}/${id}-${width}.${format}`;

/** `render` is the file stem under public/media/renders/. */
export interface RenderRef {
  render: string;
}

/** `shot` is the file stem under public/media/product/: a screen of the product in our browser or phone frame. */
export interface ProductShotRef {
  shot: string;
}

/** `screen` names a product page's picture drawn in code (src/components/compositions/screens.ts, decision 0078). */
export interface ScreenRef {
  screen: ScreenId;
}

export type SiteImage = string | RenderRef | ProductShotRef | ScreenRef;

/**
 * On the hero's picture only (the first screen's LCP element): Element Timing's name, which the prerendered page's
 * loader (src/prerender-loader.ts) waits for before it fetches the app (docs/decisions/0064).
 */
export const HERO_TIMING = { elementtiming: 'hero' } as const;
