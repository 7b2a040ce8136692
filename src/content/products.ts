import { patterns } from '@/config/paths';
import { PRODUCT_SITES, type ProductSite } from './product-sites';

export { PRODUCT_SITES };

const site = (id: ProductSite['id']): ProductSite => PRODUCT_SITES.find((p) => p.id === id)!;

export interface Product {
  id: 'verify' | 'cloudwise' | 'autosense' | 'vr-bank';
  name: string;
  category: string;
  summary: string;
  highlights: string[];
  to: string;
}

export interface Capability {
  id: 'blockchain' | 'ai' | 'metaverse';
  title: string;
  summary: string;
  points: string[];
  to: string;
}

export const PRODUCTS: Product[] = [
  {
    ...site('verify'),
    summary:
      'One integration for identity checks, document verification and fraud scoring, with 250+ verification APIs covering documents, biometrics, businesses and bank accounts.',
    highlights: [
      '250+ verification APIs behind a single contract and API key',
      'Liveness and face-match checks in the same flow as the document check',
      'Risk scores and case notes an auditor can follow step by step',
    ],
  },
  {
    ...site('cloudwise'),
    summary:
      'Finds idle, oversized and untagged cloud resources across accounts, forecasts next month’s bill and turns savings into approved, reversible changes.',
    highlights: [
      'Daily spend anomaly alerts routed to the team that owns the resource',
      'Rightsizing and commitment recommendations with the saving shown before you act',
      'Read-only by default: nothing changes without an approval',
    ],
  },
  {
    ...site('autosense'),
    summary:
      'Joins telematics, service history and dealer sales into one model of every vehicle, so OEMs and dealers can predict demand, failures and the next best offer.',
    highlights: [
      'Vehicle health scores from connected-car and workshop data',
      'Parts and inventory forecasts per dealership',
      'Privacy controls that keep driver data consented and regional',
    ],
  },
  {
    id: 'vr-bank',
    name: 'Eternity VR Bank',
    category: 'Banking metaverse',
    summary:
      'A branded virtual branch where customers meet advisers as avatars, open accounts with verified identity and get answers from an AI concierge, day or night.',
    highlights: [
      'Branch, lounge and advisory rooms designed around your brand',
      'eKYC, e-signature and core-banking hand-offs built in',
      'Visit and query analytics for every department',
    ],
    to: patterns.vrBank,
  },
];


export const CAPABILITIES: Capability[] = [
  {
    id: 'blockchain',
    title: 'Blockchain lifecycle',
    summary:
      'From the first workshop to a monitored production network: protocol choice, smart contracts, audits, deployment and upgrades, owned by one team.',
    points: [
      'Smart contracts in Solidity, Rust and Move',
      'Public, private and hybrid chains chosen per use case',
      'Upgradeable contracts with audited release processes',
    ],
    to: patterns.blockchain,
  },
  {
    id: 'ai',
    title: 'Artificial intelligence',
    summary:
      'Models that read documents, score risk, predict failures and price assets, deployed where your data already lives and explained to the people who rely on them.',
    points: [
      'Computer vision, forecasting and language models in production',
      'AI tokenization: AI-priced, compliance-checked digital assets',
      'Model monitoring, drift alerts and human review loops',
    ],
    to: patterns.industries,
  },
  {
    id: 'metaverse',
    title: 'Metaverse',
    summary:
      'Persistent 3D spaces for banking, retail, automotive and training that run in a browser, on phones and in VR headsets, connected to your real systems.',
    points: [
      'Virtual branches, showrooms and stores in Eternity City',
      'Web, Android, iOS, Mac, Windows and VR builds from one project',
      'Dashboards for visits, queries and conversions',
    ],
    to: patterns.vrWorld,
  },
];

export const MISSION = {
  heading: 'Our Mission',
  statement:
    'To make blockchain, AI and immersive technology dependable enough for regulated enterprises to run on, so that every customer interaction is verifiable, intelligent and available wherever people choose to meet.',
  supporting:
    'We measure ourselves by what our clients ship: branches opened in the metaverse, fraud stopped before it costs anyone money, and machines repaired before they fail.',
} as const;
