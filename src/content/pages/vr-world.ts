import type { Card, Cta, Hero, PageMeta, Section } from '../content-types';
import { BOOK_A_DEMO } from './shared';

/** The form has no submit behaviour in SPEC 2.3. */
export interface StaticField {
  name: 'name' | 'companyName' | 'email' | 'phone' | 'message';
  label: string;
  type: 'text' | 'email' | 'tel' | 'textarea';
  autoComplete: string;
}

export interface VrWorldPage {
  meta: PageMeta;
  hero: Hero;
  sections: Section[];
  carousel: { heading: string; items: Card[] };
  queryForm: { heading: string; lead: string; fields: StaticField[]; submitLabel: string };
  ownCity: { heading: string; text: string; ctas: Cta[] };
}

export const VR_WORLD_PAGE: VrWorldPage = {
  meta: {
    title: 'VR World | Design your Own Metaverse',
    description:
      'Design your own metaverse with Eternity: branded spaces in Eternity City or a private city of your own, on web, mobile and VR headsets.',
  },
  hero: {
    eyebrow: 'VR World',
    heading: 'Design your own metaverse',
    lead: 'Build a space in Eternity City or a whole city of your own: your architecture, your rules, your customers, connected to the systems that run your business.',
    ctas: [BOOK_A_DEMO],
    image: { screen: 'city-plan' },
    imageAlt: 'A plan of Eternity City’s central district: a bank, a showroom, a store, a campus and an HQ tower around one crossing, with how many visitors are in each.',
  },
  sections: [
    {
      heading: 'A world that works everywhere',
      lead: 'One project, published to every screen your audience uses.',
      image: { screen: 'world-builds' },
      imageAlt: 'One project goes through one build pipeline to a browser with no download, to phone and desktop apps, and to VR headsets.',
      cards: [
        { title: 'Web first', text: 'Visitors enter from a link in any modern browser; no download needed.' },
        { title: 'Phones and desktops', text: 'Native builds for Android, iOS, Mac and Windows.' },
        { title: 'VR headsets', text: 'Full immersion for training, events and premium experiences.' },
      ],
    },
    {
      heading: 'Made for business, not just for show',
      lead: 'Every space has an owner, managers, visitors and a dashboard.',
      image: { screen: 'metaverse-members' },
      layout: 'wide',
      imageAlt: 'A metaverse’s members in the business console: who joined and how they signed in, its managers and the builds it publishes.',
      bullets: [
        'Admins and managers assigned per metaverse, with their own console',
        'Phone, Google or screen-code sign-in for visitors',
        'Visit, query and device analytics for every space',
        'Builds and assets published per platform from one console',
      ],
    },
  ],
  carousel: {
    heading: 'What our clients build',
    items: [
      { title: 'Virtual bank branches', text: 'Account opening, adviser rooms and an AI concierge.' },
      { title: 'Car showrooms', text: 'Configure, compare and book a test drive in 3D.' },
      { title: 'Retail stores', text: 'Interactive 3D products and live shopping events.' },
      { title: 'Campuses and labs', text: 'Classes, simulations and graduation ceremonies.' },
      { title: 'Corporate HQs', text: 'Town halls, onboarding tours and always-open meeting rooms.' },
    ],
  },
  queryForm: {
    heading: 'Tell us about your world',
    lead: 'Share a few details and we will sketch what your metaverse could look like.',
    fields: [
      { name: 'name', label: 'Name', type: 'text', autoComplete: 'name' },
      { name: 'companyName', label: 'Company name', type: 'text', autoComplete: 'organization' },
      { name: 'email', label: 'E mail', type: 'email', autoComplete: 'email' },
      { name: 'phone', label: 'Phone no.', type: 'tel', autoComplete: 'tel' },
      { name: 'message', label: 'Message', type: 'textarea', autoComplete: 'off' },
    ],
    submitLabel: 'Explore',
  },
  ownCity: {
    heading: 'Get your own city',
    text: 'Need more than a space? We build private cities with your districts, your partners and your rules, hosted where you choose.',
    ctas: [{ kind: 'demo', label: 'Get your own city' }],
  },
};
