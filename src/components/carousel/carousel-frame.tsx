import { lazy, Suspense, useRef, useState, type FocusEvent } from 'react';
import type { CarouselBehaviour } from './carousel-config';
import type { SlideSpec, TrackControls } from './carousel-track';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { useReducedMotion } from '@/hooks/use-reduced-motion';

const CarouselTrack = lazy(() => import('./carousel-track'));

export interface CarouselFrameProps {
  label: string;
  behaviour: CarouselBehaviour;
  slides: SlideSpec[];
  /** Shared by the placeholder, so nothing shifts on load. */
  heightClass: string;
  stepButtons?: boolean;
  itemClass?: string;
  className?: string;
}

const controlClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg border border-slate-500 px-3 text-sm font-semibold text-slate-100 hover:border-accent hover:text-accent';
/** A logo row's only control: quiet and centred under the row, not a lone bordered button at its end (issue 24). */
const quietControlClass =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-3 text-sm text-slate-300 hover:text-accent';

/** WAI-ARIA APG carousel; the moving part is a lazy chunk fetched when the region nears the viewport. */
export function CarouselFrame({ label, behaviour, slides, heightClass, stepButtons, itemClass, className }: CarouselFrameProps) {
  const rotationButton = useRef<HTMLButtonElement>(null);
  const controls = useRef<TrackControls | null>(null);
  const [region, near] = useNearViewport<HTMLDivElement>('400px');
  const reducedMotion = useReducedMotion();
  // null: the visitor has not chosen, so the system's motion preference decides.
  const [userPaused, setUserPaused] = useState<boolean | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focusInside, setFocusInside] = useState(false);

  const paused = userPaused ?? reducedMotion;
  const playing = !paused && !hovered && !focusInside;

  const onFocus = (e: FocusEvent) => {
    // Focus on Pause/Play itself must not stop rotation, or "Play" could never resume it.
    if (e.target !== rotationButton.current) setFocusInside(true);
  };
  const onBlur = (e: FocusEvent) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocusInside(false);
  };
  const toggle = () => {
    setUserPaused(!paused);
    setFocusInside(false);
  };

  return (
    <div
      ref={region}
      role="region"
      aria-roledescription="carousel"
      aria-label={label}
      className={className}
      onFocus={onFocus}
      onBlur={onBlur}
    >
      {/* -mx-2 undoes the slides' own mx-2 gutters, so the first and last cards sit on the page grid (issue 24). */}
      <div
        className={`-mx-2 ${heightClass}`}
        // Announce slide changes only when the visitor moves the slides.
        aria-live={playing ? 'off' : 'polite'}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        data-testid="carousel-slides"
      >
        {near ? (
          <Suspense fallback={<div className="h-full rounded-xl bg-white/5" />}>
            <CarouselTrack
              behaviour={behaviour}
              playing={playing}
              reducedMotion={reducedMotion}
              slides={slides}
              controls={controls}
              itemClass={itemClass}
            />
          </Suspense>
        ) : (
          <div className="h-full rounded-xl bg-white/5" />
        )}
      </div>
      <div className={`flex gap-2 ${stepButtons ? 'mt-4 justify-end' : 'mt-2 justify-center'}`}>
        {stepButtons ? (
          <button type="button" aria-label="Previous slide" className={controlClass} onClick={() => controls.current?.previous()}>
            <span aria-hidden="true">‹</span> Previous
          </button>
        ) : null}
        {/* The label starts with the visible word, so voice users can say what they see (WCAG 2.5.3). */}
        <button
          ref={rotationButton}
          type="button"
          aria-label={`${paused ? 'Play' : 'Pause'} ${label}`}
          className={stepButtons ? controlClass : quietControlClass}
          onClick={toggle}
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          {paused ? 'Play' : 'Pause'}
        </button>
        {stepButtons ? (
          <button type="button" aria-label="Next slide" className={controlClass} onClick={() => controls.current?.next()}>
            Next <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    </div>
  );
}
