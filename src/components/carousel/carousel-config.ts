/** SPEC part 9's carousel data, import-free so pages and tests need not load the carousel chunk. */

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

export const FEATURE_CAROUSEL: CarouselBehaviour = {
  responsive: FEATURE_RESPONSIVE,
  autoPlaySpeed: FEATURE_AUTOPLAY_MS,
  infinite: true,
  arrows: false,
  showDots: false,
  swipeable: true,
  draggable: true,
};

/** SPEC 2.3: no arrows, dots, swipe or drag; only a pause control. */
export const BRAND_CAROUSEL: CarouselBehaviour = {
  responsive: BRAND_RESPONSIVE,
  autoPlaySpeed: BRAND_AUTOPLAY_MS,
  infinite: true,
  arrows: false,
  showDots: false,
  swipeable: false,
  draggable: false,
};

/** Resolved the way react-multi-carousel does it; beyond the largest tier it keeps the widest count. */
export function itemsAt(responsive: Responsive, width: number): number {
  const tiers = Object.values(responsive);
  const hit = tiers.find(({ breakpoint }) => breakpoint.min <= width && width <= breakpoint.max);
  if (hit) return hit.items;
  return tiers.reduce((a, b) => (b.breakpoint.max > a.breakpoint.max ? b : a)).items;
}
