import type { LandingPage } from './landing';

/**
 * The top of the landing page (title, hero with countdown, first query section, brand strip): what the first
 * screen needs. The rest is in landing-below.ts, downloaded when the visitor scrolls (JS budget of `/`).
 */
export const LANDING_TOP: Pick<LandingPage, 'meta' | 'hero' | 'queryForm' | 'brandsHeading'> = {
  meta: {
    title: 'Join the Metaverse Revolution',
    description:
      'Eternity builds blockchain, AI and metaverse products for enterprises: virtual branches and showrooms, eKYC with 250+ APIs and predictive maintenance.',
  },
  hero: {
    eyebrow: 'Blockchain · AI · Metaverse',
    heading: 'Join the Metaverse Revolution',
    lead: 'Open your branch, showroom or store in Eternity City and serve customers wherever they are, with verified identity, AI assistance and blockchain-grade records behind every visit.',
    ctas: [{ kind: 'demo', label: 'Ask an Expert' }],
    countdown: {
      label: 'Eternity City opens its doors in',
      target: '2024-03-03T00:00:00',
      units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
      endedLabel: 'Eternity City is open. Step inside.',
    },
  },
  queryForm: {
    heading: 'Send us your query',
    lead: 'Tell us what you want to build. A specialist replies within one business day.',
    submitLabel: 'Send query',
  },
  brandsHeading: 'Trusted by teams at',
};
