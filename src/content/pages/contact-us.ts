import type { Cta, Hero, PageMeta } from '../content-types';

export interface ContactPage {
  meta: PageMeta;
  hero: Hero;
  nextSteps: { heading: string; steps: { title: string; text: string }[] };
  quickSupport: {
    heading: string;
    lead: string;
    headquartersLabel: string;
    phoneLabel: string;
    emailLabel: string;
    mapLinkLabel: string;
    localTimeLabel: string;
    /** An office card's way to the demo form, routed to that office. */
    demoLabel: (region: string) => string;
  };
  faq: { heading: string; lead: string };
  map: { heading: string; caption: string };
  closing: { heading: string; ctas: Cta[] };
}

export const CONTACT_PAGE: ContactPage = {
  meta: {
    title: 'Contact Us | Book a Demo with Our Experts',
    description:
      'Book a demo or reach Eternity’s offices in Dubai, Noida, Pune and London. A blockchain, AI or metaverse specialist replies within one business day.',
  },
  hero: {
    eyebrow: 'Contact us',
    heading: 'Let’s talk about what you want to build',
    lead: 'Tell us about your project and we will put you in touch with a specialist who has solved the same problem before.',
    ctas: [{ kind: 'demo', label: 'Contact Us' }],
    image: { screen: 'booking-flow' },
    imageAlt: 'What happens after you write to us: your request goes to the office that serves your country and a specialist of your sector, you choose a time and both sides get an invite.',
  },
  nextSteps: {
    heading: 'What happens next',
    steps: [
      {
        title: 'We reply within one business day',
        text: 'A specialist for your industry reads your message and proposes a time that suits you.',
      },
      {
        title: 'A tailored 30-minute demo',
        text: 'We show the products and past work closest to your use case, and answer technical questions on the spot.',
      },
      {
        title: 'A free scoping workshop',
        text: 'If there is a fit, we map your goals, systems and constraints and send a written plan with timeline and cost.',
      },
    ],
  },
  quickSupport: {
    heading: 'Quick support',
    lead: 'Four offices in three countries. Book a demo with the one nearest to you.',
    headquartersLabel: 'Headquarters',
    localTimeLabel: 'Local time',
    phoneLabel: 'Phone',
    emailLabel: 'Email',
    mapLinkLabel: 'Open in OpenStreetMap',
    demoLabel: (region) => `Book a demo with the ${region} team`,
  },
  faq: {
    heading: 'Frequently asked questions',
    lead: 'Answers to what people usually ask before their first call.',
  },
  map: {
    heading: 'Find us',
    caption: 'Our headquarters in Dubai Internet City, Dubai, United Arab Emirates.',
  },
  closing: {
    heading: 'Ready when you are',
    ctas: [{ kind: 'demo', label: 'Book a demo' }],
  },
};
