import type { VideoOfferingContent } from '../content-types';
import { BOOK_A_DEMO, heroVideo, LOGIN_TO_DASHBOARD, LOGIN_TO_ETERNITY_CITY } from './shared';

export type VrAutoPage = VideoOfferingContent;

export const VR_AUTO_PAGE: VrAutoPage = {
  meta: {
    title: 'Automotive Metaverse | Virtual Car Showroom',
    description:
      'A virtual car showroom in Eternity City: configure vehicles in 3D, host launches and turn visits into test drives, with analytics for every dealer.',
  },
  hero: {
    eyebrow: 'Automotive Metaverse',
    heading: 'Your whole line-up, in every buyer’s living room',
    lead: 'Open a virtual showroom where buyers walk around true-to-scale models, change paint and trim in real time and book a test drive without leaving home.',
    ctas: [BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY],
    video: heroVideo('vrauto'),
    imageAlt: 'A showroom floor: a visitor’s route from the entrance past the model bay and the configurator to comparing two cars, on the way to booking a test drive.',
  },
  features: [
    {
      heading: 'A showroom without floor-space limits',
      lead: 'Show every model, trim and colour, including vehicles that have not reached dealers yet.',
      cards: [
        {
          title: 'Real-time configurator',
          text: 'Paint, wheels, interiors and packs update instantly, with prices pulled from your dealer systems.',
        },
        {
          title: 'Guided walkarounds',
          text: 'Consultants join as avatars to answer questions, open doors and compare models side by side.',
        },
        {
          title: 'Launch events',
          text: 'Reveal new models to thousands of visitors at once, with private rooms for press and dealers.',
        },
      ],
      ctas: [BOOK_A_DEMO],
    },
    {
      heading: 'From interest to test drive',
      lead: 'Every visit can end in an action your sales team can follow up.',
      bullets: [
        'Test-drive bookings at the nearest dealer, synced to its calendar',
        'Saved configurations buyers can reopen at the dealership',
        'Leads delivered to your CRM with the full visit history',
        'Refundable reservations for limited editions',
      ],
    },
    {
      heading: 'Insight for every dealer',
      lead: 'Eternity AutoSense turns showroom behaviour into forecasts.',
      image: { screen: 'dealer-insights' },
      layout: 'wide',
      imageAlt: 'A dealer’s insight screen: test drives booked per week over two months, a forecast of orders per model, and visitors, configurations and test drives in the last 30 days.',
      cards: [
        { title: 'Visitors per day', text: 'See traffic by region, campaign and model on your dashboard.' },
        { title: 'Configuration trends', text: 'Know which colours and trims buyers choose before you order stock.' },
        { title: 'Conversion funnel', text: 'Follow each lead from first visit to test drive and order.' },
      ],
      ctas: [LOGIN_TO_DASHBOARD],
    },
  ],
  closing: {
    heading: 'Open your virtual showroom',
    text: 'Most showrooms go live in eight to ten weeks from your existing 3D or CAD models.',
    ctas: [BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY],
  },
};
