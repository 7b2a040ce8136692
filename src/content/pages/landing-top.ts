import type { LandingPage } from '../content-types';

/** The rest, in landing-below.ts, loads on scroll (docs/decisions/0025). */
export const LANDING_TOP: Pick<LandingPage, 'meta' | 'hero' | 'queryForm' | 'brandsHeading'> = {
  meta: {
    title: 'Join the Metaverse Revolution',
    description:
      'Eternity builds blockchain, AI and metaverse products for enterprises: virtual branches and showrooms, eKYC with 250+ APIs and predictive maintenance.',
  },
  hero: {
    eyebrow: 'Blockchain · AI · Metaverse',
    heading: 'Join the Metaverse Revolution',
    lead: 'Eternity builds the metaverse, AI and blockchain products that let enterprises serve customers in Eternity City, with verified identity and a record of every visit.',
    ctas: [{ kind: 'demo', label: 'Ask an Expert' }],
    audiences: [
      {
        name: 'Banks',
        text: 'open a branch that never closes: video KYC, loan desks and adviser rooms.',
        link: { kind: 'internal', label: 'Banking metaverse', to: '/vrbank' },
      },
      {
        name: 'Carmakers',
        text: 'show every model and trim in a 3D showroom, with test-drive bookings.',
        link: { kind: 'internal', label: 'Automotive metaverse', to: '/vrauto' },
      },
      {
        name: 'Retailers',
        text: 'sell from a store customers walk through, with products in photoreal 3D.',
        link: { kind: 'internal', label: 'Retail metaverse', to: '/vrretail' },
      },
    ],
    city: {
      render: 'city',
      alt: 'Eternity City from above: the bank, the car showroom and the store around the central crossing, beside a fountain square, at dusk.',
    },
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
    lead: 'Tell us what you want to build. A specialist replies within one business day.',
    submitLabel: 'Send query',
  },
  brandsHeading: 'Trusted by teams at',
};
