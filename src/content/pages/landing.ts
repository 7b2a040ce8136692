import type { Card, Cta, Hero, InternalLink, PageMeta, Section } from '../types';
import { LANDING_BELOW } from './landing-below';
import { LANDING_TOP } from './landing-top';

export interface IndustryCard extends Card {
  explore: InternalLink;
}

export interface QueryFormCopy {
  heading: string;
  lead: string;
  submitLabel: string;
}

export interface LandingPage {
  meta: PageMeta;
  hero: Hero & {
    countdown: {
      label: string;
      /** Local time, per SPEC 2.3: 3 March 2024 00:00. */
      target: string;
      units: { days: string; hours: string; minutes: string; seconds: string };
      /** Shown instead of the numbers once the target has passed. */
      endedLabel: string;
    };
  };
  queryForm: QueryFormCopy;
  brandsHeading: string;
  aiSolutions: { heading: string; lead: string; sections: Section[] };
  industries: { heading: string; lead: string; cards: IndustryCard[] };
  tools: { heading: string; lead: string; items: { name: string; use: string }[] };
  secondQueryForm: QueryFormCopy;
  closing: { heading: string; text: string; ctas: Cta[] };
}

/** The whole landing page. The page itself imports the two halves separately so the lower one can load later. */
export const LANDING_PAGE: LandingPage = { ...LANDING_TOP, ...LANDING_BELOW };
