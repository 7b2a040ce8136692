// The only importer of react-multi-carousel and its CSS, loaded lazily so neither reaches a page's first chunk.
import CarouselImport from 'react-multi-carousel';
import 'react-multi-carousel/lib/styles.css';
import { useEffect, useImperativeHandle, useRef, type ReactNode, type RefObject } from 'react';
import type { CarouselBehaviour } from './carousel-config';

type CarouselClass = typeof CarouselImport;

/** Vite 8 hands this CommonJS package's whole `exports` to a default import; vitest gives the class itself. */
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

// react-multi-carousel names each <li> from its child's `ariaLabel` prop.
function Slide({ children }: { ariaLabel?: string; children: ReactNode }) {
  return children;
}

/** Slides hold no focusable elements, so the slides the library aria-hides cannot take focus. */
export default function CarouselTrack({ behaviour, playing, reducedMotion, slides, controls, itemClass }: CarouselTrackProps) {
  const carousel = useRef<InstanceType<CarouselClass>>(null);
  useImperativeHandle(controls, () => ({
    next: () => carousel.current?.next(0),
    previous: () => carousel.current?.previous(0),
  }));

  // Chrome never lazy-loads an image clipped by the track's overflow, so a card that slides in (or a clone of the
  // infinite loop) showed an empty picture box until it had loaded (issue 24, /vrworld "Retail stores"). This chunk
  // only mounts near the viewport, so its pictures load now, never competing with the first screen.
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const img of root.current?.querySelectorAll<HTMLImageElement>('img[loading="lazy"]') ?? []) img.loading = 'eager';
  });

  return (
    <div ref={root} className="contents">
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
        // The frame pauses itself; the library's window-wide arrow-key listener would move every carousel at once.
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
    </div>
  );
}
