/** The offerings pages' titles, sections and anchor ids (SPEC 2.1–2.3), checked in every-public-page.spec.ts. */
export const PAGE_CONTENTS: readonly { path: string; title: string; ids: string[]; headings: string[] }[] = [
  {
    path: '/industries',
    title: 'Industries | Metaverse and AI for Finance, Education, Retail and Automotive',
    ids: ['Finance', 'Education', 'Retail', 'Banking', 'Automobile'],
    headings: ['AI-powered offerings', 'Education', 'Retail & E-Commerce', 'Banking, Financial Services & Healthcare'],
  },
  {
    path: '/vrauto',
    title: 'Automotive Metaverse | Virtual Car Showroom',
    ids: [],
    headings: ['A showroom without floor-space limits', 'From interest to test drive', 'Insight for every dealer'],
  },
  {
    path: '/vrbank',
    title: 'Banking Metaverse | Virtual Bank Branch',
    ids: [],
    headings: ['Every department under one virtual roof', 'Compliance built in'],
  },
  { path: '/vrretail', title: 'Retail Metaverse | Virtual 3D products', ids: [], headings: ['Virtual 3D products'] },
  {
    path: '/vrworld',
    title: 'VR World | Design your Own Metaverse',
    ids: [],
    headings: ['What our clients build', 'Tell us about your world', 'Get your own city'],
  },
  {
    path: '/oilrefienery',
    title: 'Oil Refinery Robots | Firefighting, Leak Detection and Emergency Response',
    ids: ['firefighting-robots', 'leak-detection-robots', 'emergency-response-robots', 'robotic-arms-sensors', 'autonomous-underwater-vehicles'],
    headings: ['Firefighting Robots', 'Autonomous Underwater Vehicles'],
  },
  {
    path: '/healthcare',
    title: 'Healthcare AI | Medical Imaging, Drug Discovery and Health Monitoring',
    ids: ['medical-imaging-saas', 'drug-discovery', 'health-monitoring'],
    headings: ['Medical Imaging SaaS', 'Health Monitoring'],
  },
  {
    path: '/predective',
    title: 'Predictive Maintenance Solutions | Preventing Downtime with AI-Powered Predictive Maintenance.',
    ids: ['iot-integrated-platforms', 'asset-monitoring-saas'],
    headings: [
      // 'Brands we worked with' only where a deployment names its clients (decisions 0077, 0084; carousels.spec.ts).
      'IoT-Integrated Platforms',
      'Real-Time Data Collection',
      'Machine Learning-Powered Predictions',
      'Automated Alerts and Notifications',
      'Asset Monitoring SaaS',
      'Real-Time Insights',
      'Predictive Analytics',
      'Centralized Control',
    ],
  },
  {
    path: '/blockchain',
    title: 'Blockchain First - End-to-End Product Lifecycle Management',
    ids: ['blockchain-lifecycle', 'smart-contract-development', 'blockchain-solutions', 'ai-tokenization'],
    headings: [
      '01 Ideation & Consulting',
      '02 Architecture & Protocol Selection',
      '03 Smart Contract & App Development',
      '04 Maintenance & Upgrades',
      '05 Deployment & Scalability',
      '06 Integration & AI Augmentation',
      'Solidity',
      'Rust',
      'Move',
      'Why Eternity',
    ],
  },
];
