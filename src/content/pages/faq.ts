import { patterns } from '@/config/paths';
import type { Cta, Hero, InternalLink, PageMeta } from '../content-types';

export interface FaqPage {
  meta: PageMeta;
  hero: Hero;
  sidebarHeading: string;
  contactPrompt: { text: string; link: InternalLink };
  cityLogin: { heading: string; text: string; cta: Cta };
}

export const FAQ_PAGE: FaqPage = {
  meta: {
    title: 'FAQs | Blockchain, AI and Metaverse Questions Answered',
    description:
      'Answers about Eternity City and our banking, automotive, manufacturing and retail metaverse solutions: setup, security, integration and timelines.',
  },
  hero: {
    eyebrow: 'FAQs',
    heading: 'Questions, answered',
    lead: 'Everything you need to know about Eternity City and our metaverse solutions for banking, automotive, manufacturing and retail.',
    ctas: [],
  },
  sidebarHeading: 'Categories',
  contactPrompt: {
    text: 'Can’t find what you are looking for?',
    link: { kind: 'internal', label: 'Contact us', to: patterns.contactUs },
  },
  cityLogin: {
    heading: 'See it for yourself',
    text: 'Step into Eternity City from your browser or phone and visit a virtual branch, showroom or store.',
    cta: { kind: 'city-login', label: 'Login to Eternity City' },
  },
};
