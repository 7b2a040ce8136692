// The only module that imports react-multi-carousel and its CSS; carousel-frame.tsx loads it with React.lazy so
// neither reaches a page's first chunk.
import CarouselImport from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import { useImperativeHandle, useRef, type ReactNode, type RefObject } from 'react';
import type { CarouselBehaviour } from './carousel-config';

type CarouselClass = typeof CarouselImport;

/**
 * Vite 8 with "type": "module" hands this CommonJS package's whole `exports` object to a default import, so the
 * class sits one `.default` deeper in the browser build while vitest (Node interop) gives the class itself.
 * Unwrapping here keeps both working; tests/e2e/carousels.spec.ts guards the browser side.
 */
export function unwrapDefault(mod: unknown): CarouselClass {
  const m = mod as { default?: { default?: CarouselClass } & CarouselClass } & CarouselClass;
  return (m.default?.default ?? m.default ?? m) as CarouselClass;
}

const Carousel = unwrapDefault(CarouselImport);

export interface TrackControls {
  next: () => void;
  previous: () => void;
}

export interface SlideSpec {
  key: string;
  label?: string;
  content: ReactNode;
}

export interface CarouselTrackProps {
  behaviour: CarouselBehaviour;
  playing: boolean;
  reducedMotion: boolean;
  slides: SlideSpec[];
  controls?: RefObject<TrackControls | null>;
  itemClass?: string;
}

// react-multi-carousel names each <li> from its child's `ariaLabel` prop, so every slide goes through this.
function Slide({ children }: { ariaLabel?: string; children: ReactNode }) {
  return children;
}

/**
 * The moving strip. Slides out of view (including the clones infinite mode adds) get aria-hidden from the library;
 * slides hold no focusable elements, so nothing hidden can take focus.
 */
export default function CarouselTrack({ behaviour, playing, reducedMotion, slides, controls, itemClass }: CarouselTrackProps) {
  const carousel = useRef<InstanceType<CarouselClass>>(null);
  useImperativeHandle(controls, () => ({
    next: () => carousel.current?.next(0),
    previous: () => carousel.current?.previous(0),
  }));

  return (
    <Carousel
      ref={carousel}
      responsive={behaviour.responsive}
      autoPlay={playing}
      autoPlaySpeed={behaviour.autoPlaySpeed}
      infinite={behaviour.infinite}
      arrows={behaviour.arrows}
      showDots={behaviour.showDots}
      swipeable={behaviour.swipeable}
      draggable={behaviour.draggable}
      // The frame pauses on hover and focus itself, and the library's window-wide arrow-key listener would move
      // every carousel on the page at once.
      pauseOnHover={false}
      keyBoardControl={false}
      customTransition={reducedMotion ? 'none' : 'transform 500ms ease-in-out'}
      transitionDuration={500}
      containerClass="h-full"
      sliderClass="h-full"
      itemClass={`h-full ${itemClass ?? ''}`}
    >
      {slides.map((s) => (
        <Slide key={s.key} ariaLabel={s.label}>
          {s.content}
        </Slide>
      ))}
    </Carousel>
  );
}
