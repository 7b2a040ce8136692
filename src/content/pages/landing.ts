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
    /** What the company does for each kind of buyer, in the first viewport (issue 13 item 3). */
    audiences: { name: string; text: string; link: InternalLink }[];
    /** The rendered Eternity City beside the text (public/media/renders/<render>-*). */
    city: { render: string; alt: string };
    countdown: {
      label: string;
      /** Local time, per SPEC 2.3: 3 March 2024 00:00. */
      target: string;
      units: { days: string; hours: string; minutes: string; seconds: string };
      /** Shown under the numbers (which stay at zero) once the target has passed, beside the step-inside button. */
      endedLabel: string;
      /** The button that opens the Eternity City login once the city is open. */
      stepInsideLabel: string;
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
