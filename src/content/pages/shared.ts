import { patterns } from '@/config/paths';
import type { Cta } from '../content-types';

export const BOOK_A_DEMO: Cta = { kind: 'demo', label: 'Book a Demo' };

export const LOGIN_TO_ETERNITY_CITY: Cta = { kind: 'city-login', label: 'Login to Eternity City' };

export const LOGIN_TO_DASHBOARD: Cta = { kind: 'external', label: 'Login to Dashboard', href: patterns.dashboard.login };

/** Encoded by `npm run loops:hero` from a drawn screen (also a -960 poster; decision 0078). */
export const heroVideo = (name: 'vrauto' | 'vrbank' | 'predictive') => ({
  src: `/media/${name}-hero.mp4`,
  poster: `/media/${name}-hero-poster.webp`,
  type: 'video/mp4' as const,
});
