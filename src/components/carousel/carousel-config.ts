/**
 * Breakpoints, item counts and timings of the two carousels (SPEC part 9). Plain data with no import of
 * react-multi-carousel, so pages and tests can read it without loading the carousel chunk.
 */

/** The shape react-multi-carousel's `responsive` prop takes (copied so this module stays import-free). */
export type Responsive = Record<string, { breakpoint: { max: number; min: number }; items: number }>;

export interface CarouselBehaviour {
  responsive: Responsive;
  autoPlaySpeed: number;
  infinite: boolean;
  arrows: boolean;
  showDots: boolean;
  swipeable: boolean;
  draggable: boolean;
}

export const FEATURE_AUTOPLAY_MS = 2000;
export const BRAND_AUTOPLAY_MS = 1500;

export const FEATURE_RESPONSIVE: Responsive = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3001 }, items: 4 },
  largeDesktop: { breakpoint: { max: 3000, min: 1389 }, items: 4 },
  desktop: { breakpoint: { max: 1388, min: 688 }, items: 2 },
  mobile: { breakpoint: { max: 687, min: 0 }, items: 1 },
};

export const BRAND_RESPONSIVE: Responsive = {
  superLargeDesktop: { breakpoint: { max: 4000, min: 3001 }, items: 6 },
  desktop: { breakpoint: { max: 3000, min: 1025 }, items: 6 },
  tablet: { breakpoint: { max: 1024, min: 465 }, items: 3 },
  mobile: { breakpoint: { max: 464, min: 0 }, items: 2 },
};

/** Feature carousel: our own Previous/Next buttons stand in for the library's arrows (see carousel-frame.tsx). */
export const FEATURE_CAROUSEL: CarouselBehaviour = {
  responsive: FEATURE_RESPONSIVE,
  autoPlaySpeed: FEATURE_AUTOPLAY_MS,
  infinite: true,
  arrows: false,
  showDots: false,
  swipeable: true,
  draggable: true,
};

/** Brand carousel: an endless strip with no arrows, dots, swipe or drag (SPEC 2.3); only a pause control. */
export const BRAND_CAROUSEL: CarouselBehaviour = {
  responsive: BRAND_RESPONSIVE,
  autoPlaySpeed: BRAND_AUTOPLAY_MS,
  infinite: true,
  arrows: false,
  showDots: false,
  swipeable: false,
  draggable: false,
};

/**
 * How many items a carousel shows at a viewport width, resolved the way react-multi-carousel does it (the first
 * tier whose min..max holds the width). Beyond the largest tier it keeps the widest tier's count.
 */
export function itemsAt(responsive: Responsive, width: number): number {
  const tiers = Object.values(responsive);
  const hit = tiers.find(({ breakpoint }) => breakpoint.min <= width && width <= breakpoint.max);
  if (hit) return hit.items;
  return tiers.reduce((a, b) => (b.breakpoint.max > a.breakpoint.max ? b : a)).items;
}
