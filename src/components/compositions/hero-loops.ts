import type { ScreenId } from './screens';

/**
 * SPEC's hero videos (VR Auto, VR Bank, /predective) as loops of a product screen (issue 37 item 2, decision 0078):
 * `npm run loops:hero` (scripts/encode-hero-loops.mjs) draws the screen, plays its motion (the travelling dash, the
 * pulses) frame by frame and encodes public/media/<name>-hero.mp4 with its posters.
 */
export const HERO_LOOPS = [
  { name: 'vrauto', screen: 'showroom-floor' },
  { name: 'vrbank', screen: 'branch-floor' },
  { name: 'predictive', screen: 'machine-health' },
] as const satisfies readonly { name: string; screen: ScreenId }[];

/** One period of the compositions' motion (src/styles/index.css: 2.4 s), so the loop is seamless. */
export const LOOP_SECONDS = 2.4;
export const LOOP_FPS = 25;
