/** Session-storage keys of the "scroll to this section" hint (SPEC 2.2), read by the target pages. */
export const SCROLL_HINT_KEYS = {
  general: 'scroll-to-section',
  blockchain: 'scrollToSection',
  predictive: 'scrollToPredictiveSection',
} as const;

export type ScrollHintKey = (typeof SCROLL_HINT_KEYS)[keyof typeof SCROLL_HINT_KEYS];

export const OIL_SECTION_IDS = [
  'firefighting-robots',
  'leak-detection-robots',
  'emergency-response-robots',
  'robotic-arms-sensors',
  'autonomous-underwater-vehicles',
] as const;

export const HEALTHCARE_SECTION_IDS = ['medical-imaging-saas', 'drug-discovery', 'health-monitoring'] as const;

export const PREDICTIVE_SECTION_IDS = ['iot-integrated-platforms', 'asset-monitoring-saas'] as const;

export const BLOCKCHAIN_SECTION_IDS = [
  'blockchain-lifecycle',
  'smart-contract-development',
  'blockchain-solutions',
  'ai-tokenization',
] as const;

/** Reached with a plain `#hash` rather than a scroll hint (SPEC 2.1). */
export const INDUSTRY_SECTION_IDS = ['Finance', 'Education', 'Retail', 'Automobile', 'Banking'] as const;

export type OilSectionId = (typeof OIL_SECTION_IDS)[number];
export type HealthcareSectionId = (typeof HEALTHCARE_SECTION_IDS)[number];
export type PredictiveSectionId = (typeof PREDICTIVE_SECTION_IDS)[number];
export type BlockchainSectionId = (typeof BLOCKCHAIN_SECTION_IDS)[number];
export type IndustrySectionId = (typeof INDUSTRY_SECTION_IDS)[number];

export const SCROLL_SECTION_IDS: readonly string[] = [
  ...OIL_SECTION_IDS,
  ...HEALTHCARE_SECTION_IDS,
  ...PREDICTIVE_SECTION_IDS,
  ...BLOCKCHAIN_SECTION_IDS,
];
