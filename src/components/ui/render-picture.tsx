import { preload } from 'react-dom';
import { RENDER_ASPECT, RENDER_FALLBACK_WIDTH, RENDER_LARGEST_WIDTH, RENDER_WIDTHS, renderUrl, type SiteImage } from '@/config/renders';

const srcSet = (id: string, format: 'avif' | 'webp') => RENDER_WIDTHS.map((w) => `${renderUrl(id, w, format)} ${w}w`).join(', ');

/**
 * A rendered still as <picture>: AVIF then WebP, every width of RENDER_WIDTHS, with explicit width and height so
 * nothing shifts. `sizes` says how wide it is shown (defaults to a half-width column on large screens).
 * `priority` marks the page's LCP image: eager, high fetch priority.
 */
export function RenderPicture({
  id,
  alt,
  sizes = '(min-width: 1024px) 50vw, 100vw',
  priority = false,
  priorityMedia,
  className,
}: {
  id: string;
  alt: string;
  sizes?: string;
  priority?: boolean;
  /**
   * The image is the LCP element only where this media query matches (e.g. beside the text on wide screens): there
   * it is preloaded at high priority; elsewhere (below the fold on phones) it loads lazily, when scrolled near, so it
   * never competes with the first screen's text, font and script.
   */
  priorityMedia?: string;
  className?: string;
}) {
  const lazy = !priority || priorityMedia !== undefined;
  // React 19 puts this hint into <head>: where the query matches, the browser preloads the AVIF the <img> will pick.
  if (priority && priorityMedia) {
    preload(renderUrl(id, RENDER_FALLBACK_WIDTH, 'avif'), { as: 'image', type: 'image/avif', imageSrcSet: srcSet(id, 'avif'), imageSizes: sizes, media: priorityMedia, fetchPriority: 'high' });
  }
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet(id, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={srcSet(id, 'webp')} sizes={sizes} />
      <img
        src={renderUrl(id, RENDER_FALLBACK_WIDTH, 'webp')}
        alt={alt}
        width={RENDER_LARGEST_WIDTH}
        height={(RENDER_LARGEST_WIDTH * RENDER_ASPECT.height) / RENDER_ASPECT.width}
        loading={lazy ? 'lazy' : 'eager'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        className={className}
      />
    </picture>
  );
}

/**
 * Shows a SiteImage: a rendered still through <RenderPicture>, an SVG as <img> at the given intrinsic size.
 * `className` applies to the <img> in both cases.
 */
export function SiteImageView({
  image,
  alt,
  width,
  height,
  sizes,
  className,
}: {
  image: SiteImage;
  alt: string;
  width: number;
  height: number;
  sizes?: string;
  className?: string;
}) {
  if (typeof image === 'string') {
    return <img src={image} alt={alt} width={width} height={height} loading="lazy" decoding="async" className={className} />;
  }
  return <RenderPicture id={image.render} alt={alt} sizes={sizes} className={className} />;
}
