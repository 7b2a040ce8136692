import { patterns, paths } from '@/config/paths';
import type { InternalLink, LandingPage } from '../content-types';

const explore = (label: string, anchor: string): InternalLink => ({
  kind: 'internal',
  label,
  to: paths.section(patterns.industries, anchor),
});

export const LANDING_BELOW: Pick<LandingPage, 'figures' | 'aiSolutions' | 'industries' | 'tools' | 'closing'> = {
  figures: {
    heading: 'Eternity in numbers',
    lead: 'The products we build run for banks and enterprises around the world.',
  },
  aiSolutions: {
    heading: 'AI solutions that pay for themselves',
    lead: 'Models trained on your data, deployed where it lives and explained to the people who use them.',
    sections: [
      {
        heading: 'Identity and fraud intelligence',
        lead: 'Verify a customer in seconds and stop synthetic identities before they open an account.',
        bullets: [
          '250+ verification APIs for documents, faces, businesses and bank accounts',
          'Device, behaviour and network signals combined into one risk score',
          'Every decision explained for auditors and customer support',
        ],
        image: { screen: 'identity-check' },
        imageAlt: 'An identity check for a new account: the passport’s chip, a live face match, sanctions and PEP lists, the device and a risk score, and the account opened in 2.4 seconds.',
      },
      {
        heading: 'Predictive maintenance',
        lead: 'Know which machine will fail next, and why, while there is still time to plan the repair.',
        bullets: [
          'Sensor data from PLCs, SCADA and IoT gateways in one place',
          'Failure warnings days ahead, with the evidence behind them',
          'Work orders raised automatically in your maintenance system',
        ],
        image: { screen: 'machine-health' },
        imageAlt: '',
        ctas: [{ kind: 'internal', label: 'Explore predictive maintenance', to: patterns.predictive }],
      },
      {
        heading: 'AI concierges for virtual spaces',
        lead: 'Give every visitor to your metaverse branch or store an assistant that knows your products and policies.',
        bullets: [
          'Answers grounded in your approved documents, in 30+ languages',
          'Hand-over to a human adviser with the full conversation',
          'Queries grouped by department on your dashboard',
        ],
        image: { screen: 'branch-floor' },
        imageAlt: '',
        ctas: [{ kind: 'internal', label: 'See the virtual world', to: patterns.vrWorld }],
      },
      {
        heading: 'Healthcare AI',
        lead: 'Support clinicians with imaging triage, faster drug discovery and continuous patient monitoring.',
        bullets: [
          'Imaging models that flag urgent studies first',
          'Molecule screening that shortens the path to the lab',
          'Remote monitoring with alerts that respect clinical workflows',
        ],
        image: { screen: 'imaging-worklist' },
        imageAlt: '',
        ctas: [{ kind: 'internal', label: 'Explore healthcare AI', to: patterns.healthcare }],
      },
    ],
  },
  industries: {
    heading: 'Built for your industry',
    lead: 'Proven building blocks, adapted to the rules and customers of each sector.',
    cards: [
      {
        title: 'Banking & Finance',
        text: 'Virtual branches, video KYC, tokenized assets and fraud prevention for banks and fintechs.',
        explore: explore('Explore finance', 'Finance'),
      },
      {
        title: 'Automobile',
        text: '3D showrooms, configurators and data intelligence that connects showroom interest to dealer stock.',
        explore: explore('Explore automobile', 'Automobile'),
      },
      {
        title: 'Retail',
        text: 'Branded 3D stores, products in augmented reality and loyalty rewards that travel with the shopper.',
        explore: explore('Explore retail', 'Retail'),
      },
      {
        title: 'Education',
        text: 'Virtual campuses, hands-on labs and verifiable digital certificates for schools and universities.',
        explore: explore('Explore education', 'Education'),
      },
    ],
  },
  tools: {
    heading: 'The tools behind our work',
    lead: 'We choose proven, well-supported technology so your product outlives any single vendor.',
    items: [
      { name: 'Unity and Unreal Engine', use: 'Real-time 3D for web, mobile and VR' },
      { name: 'Blender', use: '3D modelling and optimisation of product and vehicle models' },
      { name: 'WebGL and WebXR', use: 'Metaverse spaces that run in the browser' },
      { name: 'PyTorch and TensorFlow', use: 'Training and serving AI models' },
      { name: 'Solidity, Rust and Move', use: 'Smart contracts on EVM, Solana, NEAR, Polkadot, Aptos and Sui' },
      { name: 'Hyperledger Fabric', use: 'Permissioned networks for consortia' },
      { name: 'Kubernetes and Terraform', use: 'Reproducible infrastructure, described as code' },
      { name: 'Apache Kafka and MQTT', use: 'Streaming data from machines, vehicles and apps' },
    ],
  },
  closing: {
    heading: 'Ready to build what comes next?',
    text: 'From a single virtual branch to a full blockchain platform, we will help you scope it, build it and run it.',
    ctas: [
      { kind: 'internal', label: 'Contact Us', to: patterns.contactUs },
      { kind: 'demo', label: 'Get Started' },
    ],
  },
};
