import { titles } from '@/config/page-titles';
import type { PageMeta } from '@/content/content-types';

/**
 * The privacy notice and the data-processing page (issue 37 item 3): what this product collects, why, who sees it and
 * for how long, as the software does it. Nothing here names a certification, a regulator's approval or a processor
 * the product does not use; what depends on a deployment (its mail provider, its CRM) says so.
 */
export interface LegalSection {
  id: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalPage {
  meta: PageMeta;
  eyebrow: string;
  heading: string;
  lead: string;
  sections: LegalSection[];
  /** The closing line: where to ask (the contact page). */
  ask: { before: string; link: string; after: string };
}

const ASK = { before: 'Questions, or a request to see, correct or delete what we hold about you: write to us through the ', link: 'contact page', after: '.' };

export const PRIVACY_PAGE: LegalPage = {
  meta: {
    title: titles.privacy,
    description: 'What Eternity collects when you book a demo or sign in to Eternity City, why, who sees it and how long it is kept.',
  },
  eyebrow: 'Privacy',
  heading: 'Privacy notice',
  lead: 'What we collect on this site and in Eternity City, why we collect it, who sees it and how long we keep it.',
  sections: [
    {
      id: 'demo-form',
      heading: 'When you book a demo',
      paragraphs: ['The demo form asks for what we need to answer you, and nothing more.'],
      bullets: [
        'Your name, company name, business email, phone number and message.',
        'The page and the button you opened the form from, and the meeting time you chose, if you chose one.',
        'The time the form was shown and a hidden field people never fill: both keep automated submissions out.',
      ],
    },
    {
      id: 'why',
      heading: 'Why we use it',
      paragraphs: [
        'To answer your request, arrange the meeting you asked for and send you its invitation and any change to it. Your phone number’s country decides which of our offices answers.',
        'We do not sell it, and we do not use it for advertising.',
      ],
    },
    {
      id: 'who',
      heading: 'Who sees it',
      paragraphs: [
        'Our sales team, and the colleague who takes your meeting. Mail goes out through the mail provider of the organisation running this site. If that organisation has connected its customer-relationship system, your booking is sent there too.',
      ],
    },
    {
      id: 'city',
      heading: 'When you sign in to Eternity City',
      paragraphs: [
        'You sign in with a one-time code sent to your phone, or with your Google account where Google sign-in is offered. We keep your phone number or email, the name you give, the metaverses you join and when you sign in and from which device, so that you can see and end your sessions on your account page.',
        'A business that runs a metaverse sees its own members: their names and when they joined and signed in. It sees nothing of you before you join it.',
      ],
    },
    {
      id: 'device',
      heading: 'What this site stores on your device',
      paragraphs: [
        'Only when you sign in: your session, in your browser’s local storage and in two cookies the site needs to know you are signed in. No advertising or tracking cookies. We count how often the demo form is opened, per page and button, without knowing who opened it.',
      ],
    },
    {
      id: 'keeping',
      heading: 'How long we keep it',
      paragraphs: [
        'A demo request stays until you ask us to delete it or our team deletes it. Sessions end when you sign out or when they expire. The record of changes made in our consoles is kept for a year unless the organisation running this site sets another period.',
      ],
    },
  ],
  ask: ASK,
};

export const DATA_PROCESSING_PAGE: LegalPage = {
  meta: {
    title: titles.dataProcessing,
    description: 'How Eternity processes the data of the businesses that use its dashboard and of the people who join their metaverses.',
  },
  eyebrow: 'Data processing',
  heading: 'How we process customer data',
  lead: 'For businesses that run a metaverse in Eternity City: whose data it is, what the product does with it and how it is protected.',
  sections: [
    {
      id: 'roles',
      heading: 'Whose data it is',
      paragraphs: [
        'The people who join your metaverse are your members. You decide why their data is used; we process it for you, to run your metaverse and show you its members and activity.',
      ],
    },
    {
      id: 'what',
      heading: 'What the product processes',
      bullets: [
        'For each member: name, phone number or email, when they joined and left, and their sign-ins.',
        'For each dashboard user: name, email, role, and the changes they make in the console.',
      ],
      paragraphs: ['Nothing is recorded about a person before they join your metaverse.'],
    },
    {
      id: 'where',
      heading: 'Where it is kept',
      paragraphs: [
        'In the database of the deployment that serves your dashboard. Phone codes are sent by the deployment’s identity provider; mail by its mail provider. Where Google sign-in is offered, Google’s identity service handles that sign-in.',
      ],
    },
    {
      id: 'protection',
      heading: 'How it is protected',
      paragraphs: [
        'Passwords are stored as slow hashes, a person can end their sessions from their account page, every console change is recorded with who made it, and each business sees only its own metaverses and members. The security page describes each measure and how it is tested.',
      ],
    },
    {
      id: 'ending',
      heading: 'When you stop',
      paragraphs: ['When you stop using the product, ask us to delete your metaverses and their members’ records.'],
    },
  ],
  ask: ASK,
};
