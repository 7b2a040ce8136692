import type { Card, Cta, Hero, PageMeta, Section } from '../content-types';

export interface IndustrySection extends Section {
  id: string;
  anchorAliases?: string[];
}

export interface IndustriesPage {
  meta: PageMeta;
  hero: Hero;
  tabs: { label: string; target: string }[];
  offerings: IndustrySection & { items: Card[] };
  sections: IndustrySection[];
  closing: { heading: string; text: string; ctas: Cta[] };
}

const bookDemo: Cta = { kind: 'demo', label: 'Book a demo' };

// The landing links to #Finance and #Automobile (SPEC 2.3), which have no section here: they are `anchorAliases`.
export const INDUSTRIES_PAGE: IndustriesPage = {
  meta: {
    title: 'Industries | Metaverse and AI for Finance, Education, Retail and Automotive',
    description:
      'How Eternity applies AI, blockchain and the metaverse to education, retail and e-commerce, banking and financial services, healthcare and automotive.',
  },
  hero: {
    eyebrow: 'Industries',
    heading: 'One platform, tuned to your sector',
    lead: 'Every industry has its own customers, rules and systems. We bring proven components and adapt them to yours, so you launch faster and stay compliant.',
    ctas: [bookDemo],
    image: { screen: 'city-plan' },
    imageAlt: 'A plan of Eternity City’s central district: a bank, a showroom, a store, a campus and an HQ tower around one crossing, with how many visitors are in each.',
  },
  tabs: [
    { label: 'Education', target: 'Education' },
    { label: 'Retail', target: 'Retail' },
    { label: 'Banking & Healthcare', target: 'Banking' },
  ],
  offerings: {
    id: 'offerings',
    anchorAliases: ['Automobile'],
    heading: 'AI-powered offerings',
    lead: 'Products and accelerators our clients deploy most often.',
    ctas: [bookDemo],
    items: [
      {
        title: 'Automotive data intelligence',
        text: 'Connect showroom interest, telematics and service history to forecast demand and vehicle health per dealer.',
      },
      {
        title: 'Virtual showrooms',
        text: 'Let buyers configure and compare vehicles in 3D, then book a test drive at the nearest dealer.',
      },
      {
        title: 'eKYC and fraud prevention',
        text: 'Onboard customers in minutes with 250+ verification APIs and explainable risk scores.',
      },
      {
        title: 'AI tutors and virtual labs',
        text: 'Give every student guided practice, from chemistry experiments to engine teardown, without the lab bill.',
      },
      {
        title: 'Personalised 3D commerce',
        text: 'Recommend products from browsing behaviour and let shoppers place them at home in augmented reality.',
      },
      {
        title: 'Clinical decision support',
        text: 'Prioritise urgent imaging studies and flag patient deterioration early, inside existing clinical tools.',
      },
      {
        title: 'Cloud cost optimisation',
        text: 'Find idle and oversized resources and cut cloud spend without slowing delivery teams down.',
      },
    ],
  },
  sections: [
    {
      id: 'Education',
      heading: 'Education',
      lead: 'Virtual campuses that make learning hands-on, wherever students are.',
      bullets: [
        'Virtual classrooms and campuses in the browser, on phones and in VR',
        'Simulation labs for science, engineering and vocational training',
        'AI tutors that adapt practice to each learner’s progress',
        'Tamper-proof digital certificates anchored on a blockchain',
      ],
      image: { screen: 'campus-day' },
      imageAlt: '',
      ctas: [bookDemo],
    },
    {
      id: 'Retail',
      heading: 'Retail & E-Commerce',
      lead: 'Stores that open everywhere at once and remember every shopper.',
      bullets: [
        'Branded 3D stores connected to your catalogue, stock and checkout',
        'Augmented reality try-before-you-buy for furniture, fashion and electronics',
        'AI recommendations and shopping assistants in 30+ languages',
        'Tokenized loyalty rewards shared across partner brands',
      ],
      image: { screen: 'store-floor' },
      imageAlt: 'A store floor: a shopper’s route from the entrance past new arrivals to a 3D fragrance bottle, on the way to the fitting room and checkout, with today’s orders.',
      ctas: [bookDemo],
    },
    {
      id: 'Banking',
      anchorAliases: ['Finance'],
      heading: 'Banking, Financial Services & Healthcare',
      lead: 'Regulated industries where trust, privacy and availability come first.',
      bullets: [
        'Virtual bank branches with video KYC and adviser rooms',
        'Tokenized assets, CBDC-ready rails and cross-border payments',
        'Fraud prevention across onboarding, payments and claims',
        'Medical imaging triage, drug discovery and remote patient monitoring',
        'Audit trails and data residency designed for regulators',
      ],
      image: { screen: 'branch-floor' },
      imageAlt: 'A virtual branch floor: a visitor’s route from the door through the AI concierge and the identity check to the loan desk, where an adviser took over.',
      ctas: [bookDemo],
    },
  ],
  closing: {
    heading: 'Don’t see your industry?',
    text: 'Our building blocks travel well. Tell us about your sector and we will show you what we have built for teams like yours.',
    ctas: [{ kind: 'demo', label: 'Book a Demo' }],
  },
};
