import type { VideoOfferingContent } from '../content-types';
import { BOOK_A_DEMO, heroVideo, LOGIN_TO_DASHBOARD, LOGIN_TO_ETERNITY_CITY } from './shared';

export type VrBankPage = VideoOfferingContent;

export const VR_BANK_PAGE: VrBankPage = {
  meta: {
    title: 'Banking Metaverse | Virtual Bank Branch',
    description:
      'Open a virtual bank branch in Eternity City with video KYC, adviser rooms and an AI concierge, connected to your core banking and compliance systems.',
  },
  hero: {
    eyebrow: 'Banking Metaverse',
    heading: 'A bank branch that never closes',
    lead: 'Welcome customers into a branded virtual branch where they open accounts, apply for loans and meet advisers as avatars, with identity verified and every step on record.',
    ctas: [BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY],
    video: heroVideo('vrbank'),
    imageAlt: 'A virtual branch floor: a visitor’s route from the door through the AI concierge and the identity check to the loan desk, where an adviser took over.',
  },
  features: [
    {
      heading: 'Every department under one virtual roof',
      lead: 'Loans, accounts, cards and wealth each have their own room, staff and queue.',
      cards: [
        {
          title: 'Account opening',
          text: 'Video KYC, document checks and e-signature in one guided journey.',
        },
        {
          title: 'Loan and card desks',
          text: 'Instant eligibility checks and applications handed straight to your origination system.',
        },
        {
          title: 'Adviser rooms',
          text: 'Private meetings with relationship managers, with screen and document sharing.',
        },
      ],
      ctas: [BOOK_A_DEMO],
    },
    {
      heading: 'An AI concierge at the door',
      lead: 'Trained on your products and policies, it answers routine questions at any hour and hands over to a person when it should.',
      bullets: [
        'Answers grounded in approved product documents',
        'Hand-over to an adviser with the conversation attached',
        'Available in the languages your customers speak',
      ],
    },
    {
      heading: 'Compliance built in',
      lead: 'Designed with bank security and audit teams, not around them.',
      bullets: [
        'Identity verified through Eternity Verify and its 250+ verification APIs',
        'Encrypted sessions and regional data residency',
        'Immutable audit trail of every consent and decision',
      ],
    },
    {
      heading: 'A dashboard for branch managers',
      lead: 'See daily visitors, queries per department and each customer’s journey, branch by branch.',
      image: { screen: 'branch-queries' },
      layout: 'wide',
      imageAlt: 'A branch manager’s screen: today’s queries per department, loans the most, recent customer journeys from the door to a desk, and the median wait.',
      ctas: [LOGIN_TO_DASHBOARD],
    },
  ],
  closing: {
    heading: 'Open your virtual branch',
    text: '5+ banks already run virtual branches with us. Yours can be next.',
    ctas: [BOOK_A_DEMO, LOGIN_TO_ETERNITY_CITY],
  },
};
