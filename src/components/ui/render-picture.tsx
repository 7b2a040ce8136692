import { preload } from 'react-dom';
import type { ScreenView } from '@/components/compositions/product-screen';
import { ScreenPicture } from '@/components/compositions/screen-picture';
import { HERO_TIMING, PRODUCT_SHOT_DIR, RENDER_ASPECT, RENDER_DIR, RENDER_FALLBACK_WIDTH, RENDER_LARGEST_WIDTH, RENDER_WIDTHS, renderUrl, type SiteImage } from '@/config/renders';

const srcSet = (id: string, format: 'avif' | 'webp', dir: string) => RENDER_WIDTHS.map((w) => `${renderUrl(id, w, format, dir)} ${w}w`).join(', ');

/** Explicit width and height so nothing shifts; `priority` marks the page's LCP image. */
export function RenderPicture({
  id,
  alt,
  sizes = '(min-width: 1024px) 50vw, calc(100vw - 2rem)',
  priority = false,
  priorityMedia,
  className,
  dir = RENDER_DIR,
}: {
  id: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /** LCP only where this matches: preloaded there, lazy elsewhere, so it never competes with the first screen. */
  priorityMedia?: string;
  className?: string;
  /** RENDER_DIR (the three.js stills) or PRODUCT_SHOT_DIR (the framed screenshots). */
  dir?: string;
}) {
  const lazy = !priority || priorityMedia !== undefined;
  // React 19 puts this hint into <head>.
  if (priority && priorityMedia) {
    preload(renderUrl(id, RENDER_FALLBACK_WIDTH, 'avif', dir), { as: 'image', type: 'image/avif', imageSrcSet: srcSet(id, 'avif', dir), imageSizes: sizes, media: priorityMedia, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, 'avif', dir)} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(id, 'webp', dir)} sizes={sizes} />
      <img
        src={renderUrl(id, RENDER_FALLBACK_WIDTH, 'webp', dir)}
        alt={alt}
        width={RENDER_LARGEST_WIDTH}
        height={(RENDER_LARGEST_WIDTH * RENDER_ASPECT.height) / RENDER_ASPECT.width}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        // The loader starts the app once this picture has painted (src/prerender-loader.ts, docs/decisions/0064).
        {...(priority && !lazy ? HERO_TIMING : {})}
        className={className}
      />
    </picture>
  );
}

export function SiteImageView({
  image,
  alt,
  width,
  height,
  sizes,
  className,
  priority = false,
  screenView,
}: {
  image: SiteImage;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
  /** The page's LCP image (a hero's picture): eager and high priority; every other picture is lazy. */
  priority?: boolean;
  /** A drawn screen's view (product-screen.tsx): its whole window by default. */
  screenView?: ScreenView;
}) {
  if (typeof image === 'string') {
    return (
      <img
        src={image}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding={priority ? undefined : 'async'}
        {...(priority ? HERO_TIMING : {})}
        className={className}
      />
    );
  }
  if ('screen' in image) return <ScreenPicture id={image.screen} alt={alt} view={screenView} />;
  if ('shot' in image) return <RenderPicture id={image.shot} dir={PRODUCT_SHOT_DIR} alt={alt} sizes={sizes} priority={priority} className={className} />;
  return <RenderPicture id={image.render} alt={alt} sizes={sizes} priority={priority} className={className} />;
}
