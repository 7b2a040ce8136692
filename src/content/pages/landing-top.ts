import type { LandingPage } from '../content-types';

/** The rest, in landing-below.ts, loads on scroll (docs/decisions/0025). */
export const LANDING_TOP: Pick<LandingPage, 'meta' | 'hero' | 'queryForm'> = {
  meta: {
    title: 'Join the Metaverse Revolution',
    description:
      'Eternity builds blockchain, AI and metaverse products for enterprises: virtual branches and showrooms, eKYC with 250+ APIs and predictive maintenance.',
  },
  hero: {
    eyebrow: 'Blockchain · AI · Metaverse',
    // The page's title stays SPEC's 'Join the Metaverse Revolution'; the h1 says what a buyer gets (issue 37 item 4).
    heading: 'Serve your customers in a city they can walk into',
    lead: 'Virtual branches, showrooms and stores for banks, carmakers and retailers, with identity checked through 250+ verification APIs and a record of every visit.',
    ctas: [{ kind: 'demo', label: 'Ask an Expert' }],
    countdown: {
      label: 'Eternity City opens its doors in',
      target: '2024-03-03T00:00:00',
      units: { days: 'Days', hours: 'Hours', minutes: 'Minutes', seconds: 'Seconds' },
      endedLabel: 'Eternity City is open.',
      stepInsideLabel: 'Step inside',
    },
  },
  queryForm: {
    heading: 'Send us your query',
    lead: 'Tell us what you want to build.',
    submitLabel: 'Send query',
    steps: [
      'A specialist for your industry replies within one business day.',
      'A live demo of the products closest to your case.',
      'If there is a fit, a written plan with a timeline and a cost.',
    ],
  },
};
