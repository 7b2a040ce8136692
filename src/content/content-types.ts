// Content is data (STYLE): words, links and asset URLs only; components decide layout and behaviour.
import type { SiteImage } from '@/config/renders';
import type { ScrollHintKey } from './scroll-hints';

export interface PageMeta {
  title: string;
  /** At most 155 characters, so search results show it whole. */
  description: string;
}

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
  description?: string;
}

export type SiteLink = InternalLink | ExternalLink;

export type Cta =
  | { kind: 'demo'; label: string }
  | { kind: 'city-login'; label: string }
  | InternalLink
  | ExternalLink;

export interface Card {
  title: string;
  text: string;
  image?: SiteImage;
  /** Empty when the image is decorative. */
  imageAlt?: string;
}

export interface Hero {
  eyebrow?: string;
  heading: string;
  lead: string;
  ctas: Cta[];
  /** Beside the text from 1024 px, under the headline on a phone (issue 24 item 4). */
  image?: SiteImage;
  /** Empty when the image is decorative. */
  imageAlt?: string;
}

/** The video is served from public/media/. */
export interface VideoHero extends Hero {
  video: { src: string; poster: string; type: 'video/mp4' };
}

export interface Section {
  id?: string;
  heading: string;
  lead?: string;
  cards?: Card[];
  bullets?: string[];
  image?: SiteImage;
  imageAlt?: string;
  ctas?: Cta[];
  /**
   * `wide` (docs/design/system.md, the composition section type): the heading block on top, the picture across the
   * page under it, the bullets as callouts in a row beneath.
   */
  layout?: 'wide';
}

export interface VideoOfferingContent {
  meta: PageMeta;
  hero: VideoHero;
  features: Section[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

/** Split into landing-top.ts (first visit) and landing-below.ts (loaded on scroll). */
export interface IndustryCard extends Card {
  explore: InternalLink;
}

export interface QueryFormCopy {
  heading: string;
  lead: string;
  submitLabel: string;
  /** What happens after sending, beside the form from 1024 px. */
  steps?: readonly string[];
}

export interface LandingPage {
  meta: PageMeta;
  hero: Hero & {
    countdown: {
      label: string;
      /** Local time, per SPEC 2.3: 3 March 2024 00:00. */
      target: string;
      units: { days: string; hours: string; minutes: string; seconds: string };
      endedLabel: string;
      stepInsideLabel: string;
    };
  };
  queryForm: QueryFormCopy;
  figures: { heading: string; lead: string };
  aiSolutions: { heading: string; lead: string; sections: Section[] };
  industries: { heading: string; lead: string; cards: IndustryCard[] };
  tools: { heading: string; lead: string; items: { name: string; use: string }[] };
  closing: { heading: string; text: string; ctas: Cta[] };
}
