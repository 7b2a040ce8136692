import { patterns } from '@/config/paths';
import { PRODUCT_SITES } from './product-sites';
import {
  BLOCKCHAIN_SECTION_IDS,
  type BlockchainSectionId,
  HEALTHCARE_SECTION_IDS,
  type HealthcareSectionId,
  OIL_SECTION_IDS,
  type OilSectionId,
  PREDICTIVE_SECTION_IDS,
  type PredictiveSectionId,
  SCROLL_HINT_KEYS,
  type ScrollHintKey,
} from './scroll-hints';
import { ASK_AN_EXPERT, MENU_LABELS, PAGE_LINKS, type MenuId } from './top-bar';
import type { ExternalLink, InternalLink } from './content-types';

export { ASK_AN_EXPERT, MENU_LABELS, PAGE_LINKS, type MenuId };

export {
  BLOCKCHAIN_SECTION_IDS,
  HEALTHCARE_SECTION_IDS,
  OIL_SECTION_IDS,
  PREDICTIVE_SECTION_IDS,
  SCROLL_HINT_KEYS,
  SCROLL_SECTION_IDS,
} from './scroll-hints';
export type { ScrollHintKey } from './scroll-hints';

export interface NavColumn {
  heading: string;
  to: string;
  links: InternalLink[];
}

const page = (label: string, to: string): InternalLink => ({ kind: 'internal', label, to });

const sectionLink = (label: string, to: string, section: string, hintKey: ScrollHintKey): InternalLink => ({
  kind: 'internal',
  label,
  to,
  section,
  hintKey,
});

const OIL_LABELS: Record<OilSectionId, string> = {
  'firefighting-robots': 'Firefighting Robots',
  'leak-detection-robots': 'Leak Detection Robots',
  'emergency-response-robots': 'Emergency Response Robots',
  'robotic-arms-sensors': 'Robotic Arms & Sensors',
  'autonomous-underwater-vehicles': 'Autonomous Underwater Vehicles',
};

const HEALTHCARE_LABELS: Record<HealthcareSectionId, string> = {
  'medical-imaging-saas': 'Medical Imaging SaaS',
  'drug-discovery': 'AI Drug Discovery',
  'health-monitoring': 'Health Monitoring',
};

const PREDICTIVE_LABELS: Record<PredictiveSectionId, string> = {
  'iot-integrated-platforms': 'IoT-Integrated Platforms',
  'asset-monitoring-saas': 'Asset Monitoring SaaS',
};

const BLOCKCHAIN_LABELS: Record<BlockchainSectionId, string> = {
  'blockchain-lifecycle': 'Blockchain Lifecycle',
  'smart-contract-development': 'Smart Contract Development',
  'blockchain-solutions': 'Blockchain Solutions',
  'ai-tokenization': 'AI Tokenization',
};

export const PRODUCTS_MENU: { label: string; links: (InternalLink & { description: string })[] } = {
  label: MENU_LABELS.products,
  links: PRODUCT_SITES.map((p) => ({ kind: 'internal', label: p.name, to: p.to, description: p.category })),
};

export const SOLUTIONS_MENU: { label: string; columns: NavColumn[] } = {
  label: MENU_LABELS.solutions,
  columns: [
    {
      heading: 'Metaverse',
      to: patterns.vrWorld,
      links: [
        page('VR World', patterns.vrWorld),
        page('VR Bank', patterns.vrBank),
        page('VR Auto Showroom', patterns.vrAuto),
        page('VR Retail', patterns.vrRetail),
      ],
    },
    {
      heading: 'Oil refinery',
      to: patterns.oilRefinery,
      links: OIL_SECTION_IDS.map((id) =>
        sectionLink(OIL_LABELS[id], patterns.oilRefinery, id, SCROLL_HINT_KEYS.general),
      ),
    },
    {
      heading: 'Healthcare',
      to: patterns.healthcare,
      links: HEALTHCARE_SECTION_IDS.map((id) =>
        sectionLink(HEALTHCARE_LABELS[id], patterns.healthcare, id, SCROLL_HINT_KEYS.general),
      ),
    },
    {
      heading: 'Predictive maintenance',
      to: patterns.predictive,
      links: PREDICTIVE_SECTION_IDS.map((id) =>
        sectionLink(PREDICTIVE_LABELS[id], patterns.predictive, id, SCROLL_HINT_KEYS.predictive),
      ),
    },
  ],
};

export const AI_BLOCKCHAIN_MENU: { label: string; links: InternalLink[] } = {
  label: MENU_LABELS['ai-block'],
  links: BLOCKCHAIN_SECTION_IDS.map((id) =>
    sectionLink(BLOCKCHAIN_LABELS[id], patterns.blockchain, id, SCROLL_HINT_KEYS.blockchain),
  ),
};

export const ALL_NAV_LINKS: (InternalLink | ExternalLink)[] = [
  ...PRODUCTS_MENU.links,
  ...SOLUTIONS_MENU.columns.flatMap((c) => c.links),
  ...AI_BLOCKCHAIN_MENU.links,
  ...PAGE_LINKS,
];

export interface NavLinkItem {
  label: string;
  to: string;
}

export const publicNav: readonly NavLinkItem[] = PAGE_LINKS;

/** SPEC 2.5; the layout adds the Metaverses group after the first entry and Logout after the last. */
export const dashboardNav: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: patterns.dashboard.home },
  { label: 'Metaverse Users', to: patterns.dashboard.metaverseUsers },
  { label: 'My Account', to: patterns.dashboard.myAccount },
];

/** SPEC 2.6 */
export const superAdminNav: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: patterns.superAdmin.home },
  { label: 'Dashboard Users', to: patterns.superAdmin.dashboardUsers },
  { label: 'Metaverse Users', to: patterns.superAdmin.metaverseUsers },
  { label: "Booked Demo's", to: patterns.superAdmin.bookedDemos },
  { label: 'Conversion', to: patterns.superAdmin.conversion },
  { label: 'Sales offices', to: patterns.superAdmin.salesOffices },
  { label: 'Webhooks', to: patterns.superAdmin.webhooks },
  { label: 'Audit log', to: patterns.superAdmin.auditLog },
  { label: 'My Account', to: patterns.superAdmin.myAccount },
];

/** SPEC part 9 */
export const COPYRIGHT_YEAR = 2025;
