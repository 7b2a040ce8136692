import { useEffect, useRef, useState } from 'react';
import { useReducedMotion } from '@/hooks/use-reduced-motion';
import { HERO_TIMING } from '@/config/renders';
import type { VideoHero as VideoHeroContent } from '@/content/content-types';
import { HERO_PICTURE_SIZES, HeroLayout } from './page-hero';

// Loops of a drawn product screen (scripts/encode-hero-loops.mjs, decision 0078); each poster also exists at 960 px for
// narrow screens.
const WIDTH = 1920;
const HEIGHT = 1080;
const poster960 = (poster: string) => poster.replace(/\.webp$/, '-960.webp');
/**
 * Phones keep the still poster: no video download on a mobile connection, and no second Pause button in the first
 * screen beside a carousel's (issue 24, /predective). The loop and its Pause start from this width.
 */
export const VIDEO_MIN_WIDTH_QUERY = '(min-width: 640px)';

function afterLoadAndIdle(start: () => void): () => void {
  // Idle-callback and timer ids are separate counters: each is cancelled only by its own function.
  let cancel = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(start, { timeout: 2000 });
      cancel = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(start, 200);
      cancel = () => window.clearTimeout(id);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancel();
  };
}

/** Pause/Play (WCAG 2.2.2); the video loads after the page, so it never competes with the LCP poster. */
export function VideoHero({ hero }: { hero: VideoHeroContent }) {
  const reducedMotion = useReducedMotion();
  const video = useRef<HTMLVideoElement>(null);
  const [paused, setPaused] = useState(false);
  const [loaded, setLoaded] = useState(false);
  useEffect(
    () => (reducedMotion || loaded ? undefined : afterLoadAndIdle(() => setLoaded(typeof window.matchMedia === 'function' && window.matchMedia(VIDEO_MIN_WIDTH_QUERY).matches))),
    [reducedMotion, loaded],
  );
  // On first render the autoplay attribute starts the loop by itself.
  const toggled = useRef(false);

  useEffect(() => {
    const el = video.current;
    if (!el) return;
    // React sets `muted` as a property, not an attribute; the browser needs it to allow autoplay.
    el.muted = true;
    if (!toggled.current) return;
    if (paused) el.pause();
    else void el.play().catch(() => setPaused(true));
  }, [paused, reducedMotion, loaded]);

  const media = 'absolute inset-0 h-full w-full object-cover';
  // The loop is the hero's picture: framed beside the text from 1024 px, under the headline on a phone (issue 24
  // item 4), no longer a dimmed background behind the text.
  const picture = (
    <div className="relative">
      <div aria-hidden="true" className="absolute -inset-6 rounded-[2rem] bg-brand/15 blur-3xl" />
      {/* The loop is the screen's window edge to edge (its own border and corners): one frame, not a frame in a frame. */}
      <div className="relative aspect-video overflow-hidden rounded-xl bg-ink shadow-2xl shadow-black/50">
        {/* An <img>, not the poster attribute, so narrow screens get the 960 px file (the LCP element). */}
        <img
          src={hero.video.poster}
          srcSet={`${poster960(hero.video.poster)} 960w, ${hero.video.poster} ${WIDTH}w`}
          sizes={HERO_PICTURE_SIZES}
          alt={hero.imageAlt ?? ''}
          width={WIDTH}
          height={HEIGHT}
          className={media}
          fetchPriority="high"
          {...HERO_TIMING}
        />
        {reducedMotion || !loaded ? null : (
          <video
            ref={video}
            className={media}
            width={WIDTH}
            height={HEIGHT}
            muted
            loop
            playsInline
            autoPlay={!paused}
            preload="metadata"
            aria-hidden="true"
            tabIndex={-1}
            data-testid="hero-video"
          >
            <source src={hero.video.src} type={hero.video.type} />
          </video>
        )}
        {/* In the window's bottom-right corner, over the events panel's empty foot: the motion control belongs to the
            picture it moves, not under it. The loop plays from 640 px only. */}
        {reducedMotion || !loaded ? null : (
          <button
            type="button"
            aria-label={paused ? 'Play background video' : 'Pause background video'}
            onClick={() => {
              toggled.current = true;
              setPaused((p) => !p);
            }}
            className="absolute bottom-2.5 right-2.5 hidden size-8 items-center justify-center rounded-full border border-white/20 bg-ink/85 text-slate-200 hover:border-accent hover:text-accent sm:inline-flex"
          >
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-3.5" fill="currentColor">
              {paused ? <path d="M4 2.5v11l9-5.5z" /> : <path d="M4 2.5h3v11H4zM9 2.5h3v11H9z" />}
            </svg>
          </button>
        )}
      </div>
    </div>
  );
  return (
    <section aria-labelledby="page-heading" className="relative isolate overflow-hidden border-b border-white/10">
      <div aria-hidden="true" className="hero-glow pointer-events-none absolute inset-0" />
      <HeroLayout hero={hero} picture={picture} />
    </section>
  );
}
