import type { LandingPage } from '../content-types';
import { LANDING_BELOW } from './landing-below';
import { LANDING_TOP } from './landing-top';

/** The page itself imports the two halves separately so the lower one can load later. */
export const LANDING_PAGE: LandingPage = { ...LANDING_TOP, ...LANDING_BELOW };
