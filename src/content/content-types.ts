/**
 * Shapes shared by the site's copy. Content modules hold words, links and asset URLs only; the components that
 * render them decide layout and behaviour (STYLE: "Content is data").
 */
import type { SiteImage } from '@/config/renders';
import type { ScrollHintKey } from './scroll-hints';

export interface PageMeta {
  title: string;
  /** At most 155 characters, so search results show it whole. */
  description: string;
}

/** A link inside the SPA, optionally to a named section reached through a scroll hint. */
export interface InternalLink {
  kind: 'internal';
  label: string;
  to: string;
  /** Element id on the target page; set together with `hintKey`. */
  section?: string;
  hintKey?: ScrollHintKey;
}

export interface ExternalLink {
  kind: 'external';
  label: string;
  href: string;
  /** Short text for menus that show one under the label. */
  description?: string;
}

export type SiteLink = InternalLink | ExternalLink;

/**
 * A call to action. `demo` opens the demo-request dialog and `city-login` the Eternity City login dialog; links
 * navigate. The label is the visible, accessible name.
 */
export type Cta =
  | { kind: 'demo'; label: string }
  | { kind: 'city-login'; label: string }
  | InternalLink
  | ExternalLink;

/** A titled block of text with an optional illustration (an imported SVG's URL or a rendered still). */
export interface Card {
  title: string;
  text: string;
  image?: SiteImage;
  /** Alternative text for `image`; empty when the image is decorative. */
  imageAlt?: string;
}

export interface Hero {
  eyebrow?: string;
  heading: string;
  lead: string;
  ctas: Cta[];
}

/** A hero with a looping background video served from public/media/. */
export interface VideoHero extends Hero {
  video: { src: string; poster: string; type: 'video/mp4' };
}

/** A page section with an optional anchor id, used by menus and scroll hints. */
export interface Section {
  id?: string;
  heading: string;
  lead?: string;
  cards?: Card[];
  bullets?: string[];
  image?: SiteImage;
  imageAlt?: string;
  ctas?: Cta[];
}

/** A VR offering page with a video hero (/vrauto, /vrbank). */
export interface VideoOfferingContent {
  meta: PageMeta;
  hero: VideoHero;
  features: Section[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

/** The landing page's copy, split into landing-top.ts (first visit) and landing-below.ts (loaded on scroll). */
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
    /** What the company does for each kind of buyer, in the first viewport. */
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
