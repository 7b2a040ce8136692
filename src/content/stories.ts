import { patterns } from '@/config/paths';

/**
 * Issue 24 item 5: customer stories built only from what SPEC part 1 and part 9 state (docs/decisions/0060): no
 * client names, quotes, figures or certifications beyond SPEC's own. `figure` is one of SPEC's claims, or none.
 */
export interface CustomerStory {
  id: string;
  sector: string;
  title: string;
  challenge: string;
  built: string[];
  outcome: string;
  figure?: { value: string; label: string };
  link: { label: string; to: string };
}

export const STORIES_SECTION = {
  id: 'customer-stories',
  eyebrow: 'Customer stories',
  heading: 'What we built, sector by sector',
  lead: 'The problem, what we built and what it delivers. We describe each deployment by sector and publish only company-wide figures, never a client’s name or numbers.',
} as const;

export const CUSTOMER_STORIES: CustomerStory[] = [
  {
    id: 'banking',
    sector: 'Banking',
    title: 'A bank branch customers visit from anywhere',
    challenge: 'Banks need to serve and onboard customers who never come to a branch, and to know who they are.',
    built: [
      'A virtual bank branch in Eternity City, the banking metaverse',
      'Onboarding on the eKYC and fraud prevention suite',
      'A dashboard where branch managers see visits and department queries',
    ],
    outcome: 'The banking metaverse and verified onboarding, in use at banks.',
    figure: { value: '5+', label: 'banks' },
    link: { label: 'Explore VR Bank', to: patterns.vrBank },
  },
  {
    id: 'identity',
    sector: 'Financial services',
    title: 'Verification and fraud checks in one suite',
    challenge: 'Checking identities, documents and businesses one provider at a time is slow and leaves gaps for fraud.',
    built: ['An eKYC (know-your-customer) suite', 'Fraud prevention checks', 'Verification APIs'],
    outcome: 'Onboarding checks and fraud prevention from one suite.',
    figure: { value: '250+', label: 'verification APIs' },
    link: { label: 'Explore industries: finance', to: `${patterns.industries}#Finance` },
  },
  {
    id: 'automotive',
    sector: 'Automotive',
    title: 'A car showroom without a floor',
    challenge: 'A dealer can show only the cars that fit in the showroom, to the people who make the trip.',
    built: ['A virtual auto showroom in the metaverse', 'An automotive data intelligence engine', 'A dashboard sign-in for the dealer'],
    outcome: 'Customers explore the range online, and the dealer signs in to a dashboard of the showroom’s visitors.',
    link: { label: 'Explore VR Auto', to: patterns.vrAuto },
  },
  {
    id: 'oil-refinery',
    sector: 'Oil refineries',
    title: 'Robots sent where people should not go first',
    challenge: 'Fires, leaks and emergencies at a refinery put the people who respond at risk.',
    built: [
      'Firefighting, leak detection and emergency response robots',
      'Robotic arms and sensors',
      'Autonomous underwater vehicles',
    ],
    outcome: 'Detection and first response handled by robots, with sensors and underwater vehicles for inspection.',
    link: { label: 'Explore oil refinery robots', to: patterns.oilRefinery },
  },
  {
    id: 'healthcare',
    sector: 'Healthcare',
    title: 'AI from the scan room to the lab',
    challenge: 'Clinicians and researchers face more images, compounds and patient data than people can review.',
    built: ['Medical imaging SaaS', 'AI for drug discovery', 'Health monitoring'],
    outcome: 'AI that helps read images, narrow down compounds and watch over patients.',
    link: { label: 'Explore healthcare AI', to: patterns.healthcare },
  },
  {
    id: 'predictive',
    sector: 'Manufacturing and energy',
    title: 'Preventing downtime with predictive maintenance',
    challenge: 'Equipment that fails without warning stops production and costs more to repair.',
    built: [
      'IoT-integrated platforms: real-time data collection, machine-learning predictions, automated alerts',
      'Asset Monitoring SaaS: real-time insights, predictive analytics, centralized control',
    ],
    outcome: 'Failures predicted and flagged before they stop a line, with every asset watched from one place.',
    link: { label: 'Explore predictive maintenance', to: patterns.predictive },
  },
];

/** SPEC part 9's company-wide figures, shown beside the stories. */
export const STORY_TOTALS = [
  { value: '200+', label: 'enterprise clients' },
  { value: '150+', label: 'countries with deployments' },
] as const;
