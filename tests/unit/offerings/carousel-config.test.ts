import { describe, expect, it } from 'vitest';
import {
  BRAND_AUTOPLAY_MS,
  BRAND_CAROUSEL,
  BRAND_RESPONSIVE,
  FEATURE_AUTOPLAY_MS,
  FEATURE_CAROUSEL,
  FEATURE_RESPONSIVE,
  itemsAt,
} from '@/components/carousel/carousel-config';
import { unwrapDefault } from '@/components/carousel/carousel-track';

describe('carousel configuration (SPEC part 9)', () => {
  it('feature carousel: 1 item up to 687 px, 2 up to 1388 px, 4 beyond', () => {
    const at = (w: number) => itemsAt(FEATURE_RESPONSIVE, w);
    expect([320, 375, 687].map(at)).toEqual([1, 1, 1]);
    expect([688, 1024, 1388].map(at)).toEqual([2, 2, 2]);
    expect([1389, 1440, 3000, 3001, 4000].map(at)).toEqual([4, 4, 4, 4, 4]);
  });

  it('feature carousel tiers end exactly at the 687, 1388, 3000 and 4000 px breakpoints', () => {
    const maxima = Object.values(FEATURE_RESPONSIVE).map((t) => t.breakpoint.max).sort((a, b) => a - b);
    expect(maxima).toEqual([687, 1388, 3000, 4000]);
  });

  it('brand carousel: 2 logos up to 464 px, 3 up to 1024 px, 6 beyond', () => {
    const at = (w: number) => itemsAt(BRAND_RESPONSIVE, w);
    expect([320, 464].map(at)).toEqual([2, 2]);
    expect([465, 768, 1024].map(at)).toEqual([3, 3, 3]);
    expect([1025, 1440, 3000, 4000].map(at)).toEqual([6, 6, 6, 6]);
  });

  it('tiers never overlap and leave no gap', () => {
    for (const responsive of [FEATURE_RESPONSIVE, BRAND_RESPONSIVE]) {
      const tiers = Object.values(responsive).sort((a, b) => a.breakpoint.min - b.breakpoint.min);
      expect(tiers[0]?.breakpoint.min).toBe(0);
      tiers.slice(1).forEach((t, i) => expect(t.breakpoint.min).toBe((tiers[i]?.breakpoint.max ?? 0) + 1));
    }
  });

  it('timings: features every 2000 ms, brands every 1500 ms', () => {
    expect(FEATURE_AUTOPLAY_MS).toBe(2000);
    expect(FEATURE_CAROUSEL.autoPlaySpeed).toBe(2000);
    expect(BRAND_AUTOPLAY_MS).toBe(1500);
    expect(BRAND_CAROUSEL.autoPlaySpeed).toBe(1500);
  });

  it('the brand strip loops forever with no arrows, dots, swipe or drag', () => {
    expect(BRAND_CAROUSEL).toMatchObject({ infinite: true, arrows: false, showDots: false, swipeable: false, draggable: false });
  });
});

describe('unwrapDefault (the Vite 8 CommonJS interop)', () => {
  class Fake {}
  it('returns the class whether the import gave the class or the whole exports object', () => {
    expect(unwrapDefault(Fake)).toBe(Fake);
    expect(unwrapDefault({ default: Fake, __esModule: true })).toBe(Fake);
    expect(unwrapDefault({ default: { default: Fake, __esModule: true } })).toBe(Fake);
  });
});
