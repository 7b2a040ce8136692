import type { Cta, Hero, PageMeta } from '../content-types';

export interface AboutPage {
  meta: PageMeta;
  hero: Hero;
  /** Under the office map beside the hero's text. */
  officesCaption: string;
  flagship: { heading: string; lead: string };
  capabilities: { heading: string; lead: string };
  team: { heading: string; lead: string; namedLead: string; profileLinkLabel: (name: string) => string };
  mission: { eyebrow: string };
  joinUs: { heading: string; text: string; ctas: Cta[] };
}

export const ABOUT_PAGE: AboutPage = {
  meta: {
    title: 'About Us | Enterprise Blockchain, AI and Metaverse Builders',
    description:
      'Meet Eternity: the team behind enterprise blockchain, AI and metaverse products used by 200+ clients and 5+ banks across 150+ countries.',
  },
  hero: {
    eyebrow: 'About Eternity',
    heading: 'We build the technology enterprises will run on next',
    lead: 'Eternity is a product company headquartered in Dubai with engineering teams in India and the United Kingdom. We combine blockchain, artificial intelligence and immersive 3D to help banks, manufacturers, retailers and public institutions serve people better.',
    ctas: [{ kind: 'demo', label: 'Ask an Expert' }],
  },
  officesCaption: 'Headquarters in Dubai; engineering teams in Noida, Pune and London.',
  flagship: {
    heading: 'Flagship products',
    lead: 'Four products: the three in our Products menu, each with its own site, and the banking metaverse you can explore here.',
  },
  capabilities: {
    heading: 'Core capabilities',
    lead: 'The three disciplines we bring to every engagement, and the reason our products work together.',
  },
  team: {
    heading: 'Meet our team',
    lead: 'The roles you work with on a project, from the first call to the day it is live.',
    namedLead: 'The people who staff your project, from the first call to the day it is live.',
    profileLinkLabel: (name) => `${name} on LinkedIn`,
  },
  mission: { eyebrow: 'Why we exist' },
  joinUs: {
    heading: 'Join us',
    text: 'Whether you want to open a branch in Eternity City, tokenize an asset or stop fraud at onboarding, our experts will show you what is possible in a 30-minute session.',
    ctas: [{ kind: 'demo', label: 'Ask an Expert' }],
  },
};
