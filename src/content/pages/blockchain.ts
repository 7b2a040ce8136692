import type { BlockchainSectionId } from '../scroll-hints';
import type { ScreenRef } from '@/config/renders';
import type { Card, Cta, Hero, PageMeta } from '../content-types';

export interface LifecycleStep {
  number: string;
  title: string;
  label: string;
  text: string;
  /** Drawn as its plan alone (product-screen.tsx, view 'plan'). */
  image: ScreenRef;
  imageAlt: string;
}

export interface LanguageCard {
  language: 'Solidity' | 'Rust' | 'Move';
  chains: string;
  text: string;
}

export interface ChainType {
  type: 'Public' | 'Private' | 'Hybrid';
  text: string;
  bestFor: string;
}

export interface BlockchainPage {
  meta: PageMeta;
  hero: Hero;
  lifecycle: { id: BlockchainSectionId; heading: string; lead: string; steps: LifecycleStep[]; stepCta: Cta };
  smartContracts: {
    id: BlockchainSectionId;
    heading: string;
    lead: string;
    languagesHeading: string;
    languages: LanguageCard[];
    servicesHeading: string;
    services: Card[];
  };
  solutions: {
    id: BlockchainSectionId;
    heading: string;
    lead: string;
    chainTypes: ChainType[];
    useCasesHeading: string;
    useCases: Card[];
  };
  aiTokenization: {
    id: BlockchainSectionId;
    heading: string;
    lead: string;
    offerings: Card[];
    benefitsHeading: string;
    benefits: Card[];
  };
  whyHeading: string;
  closing: { heading: string; text: string; ctas: Cta[] };
}

const step = (number: string, title: string, text: string, image: ScreenRef, imageAlt: string): LifecycleStep => ({
  number,
  title,
  label: `${number} ${title}`,
  text,
  image,
  imageAlt,
});

export const BLOCKCHAIN_PAGE: BlockchainPage = {
  meta: {
    title: 'Blockchain First - End-to-End Product Lifecycle Management',
    description:
      'End-to-end blockchain development: consulting, architecture, smart contracts in Solidity, Rust and Move, audits, deployment and AI tokenization.',
  },
  hero: {
    eyebrow: 'Blockchain First',
    heading: 'From idea to mainnet, and every upgrade after',
    lead: 'We take blockchain products through their whole lifecycle: strategy, protocol choice, smart contracts, audits, deployment and AI-augmented operations, with one accountable team.',
    ctas: [
      { kind: 'demo', label: 'Build with Us' },
      { kind: 'demo', label: 'Book a Consultation' },
    ],
    image: { screen: 'contract-release' },
    imageAlt: 'A smart contract’s release pipeline: spec, tests, audit and testnet done, three of five multisig signers approved, mainnet next.',
  },
  lifecycle: {
    id: 'blockchain-lifecycle',
    heading: 'The blockchain product lifecycle',
    lead: 'Six stages, one team. You can join at any stage, and every deliverable is yours to keep.',
    stepCta: { kind: 'demo', label: 'Book a Demo' },
    steps: [
      step(
        '01',
        'Ideation & Consulting',
        'We test whether a blockchain is the right tool at all, map the stakeholders, tokens and regulations involved, and agree the outcome we will measure.',
        { screen: 'lifecycle-ideation' },
        'A workshop with your teams leads to one use case, checked against its stakeholders and regulation, and one outcome to measure.',
      ),
      step(
        '02',
        'Architecture & Protocol Selection',
        'We choose between public, private and hybrid networks and the protocol that fits your throughput, cost, privacy and compliance needs, and document why.',
        { screen: 'lifecycle-architecture' },
        'Throughput, privacy and cost feed one written decision between public, private and hybrid networks; hybrid is chosen.',
      ),
      step(
        '03',
        'Smart Contract & App Development',
        'We write tested, upgradeable contracts and the wallets, dashboards and APIs around them, in fortnightly releases you can try on a test network.',
        { screen: 'lifecycle-contracts' },
        'An upgradeable contract goes through unit and fuzz tests to a testnet you can try, with its wallet, dashboard and API.',
      ),
      step(
        '04',
        'Maintenance & Upgrades',
        'We monitor contracts and nodes around the clock, patch dependencies, and ship upgrades through governed, reversible release processes.',
        { screen: 'lifecycle-maintenance' },
        'Version 1.2 runs under monitoring and dependency patches until version 1.3 passes its governance vote.',
      ),
      step(
        '05',
        'Deployment & Scalability',
        'We deploy to mainnet or your private network with infrastructure as code, and scale with layer-2 networks, sharding or extra validators as usage grows.',
        { screen: 'lifecycle-deployment' },
        'Infrastructure as code deploys to mainnet, then to a layer-2 network for cheaper fees, with validators added as needed.',
      ),
      step(
        '06',
        'Integration & AI Augmentation',
        'We connect the chain to your ERP, core banking or CRM systems and add AI for fraud detection, pricing, forecasting and automated operations.',
        { screen: 'lifecycle-integration' },
        'ERP, core banking and CRM connect to one ledger, which feeds an AI model’s fraud score.',
      ),
    ],
  },
  smartContracts: {
    id: 'smart-contract-development',
    heading: 'Smart contract development',
    lead: 'Contracts that do exactly what they say, cost as little gas as possible and stay secure as they evolve.',
    languagesHeading: 'Languages we write in',
    languages: [
      {
        language: 'Solidity',
        chains: 'Ethereum, Polygon and EVM chains',
        text: 'The most widely deployed contract language, with mature tooling, audited libraries and the largest ecosystem of wallets and exchanges.',
      },
      {
        language: 'Rust',
        chains: 'Solana, NEAR, Polkadot',
        text: 'Memory-safe, high-performance programs for high-throughput networks and custom runtimes.',
      },
      {
        language: 'Move',
        chains: 'Aptos and Sui',
        text: 'A resource-oriented language that makes assets impossible to copy or lose by accident, verified by design.',
      },
    ],
    servicesHeading: 'Smart contract services',
    services: [
      {
        title: 'Contract architecture design',
        text: 'Modular, upgradeable contract systems with clear roles, permissions and emergency controls.',
      },
      {
        title: 'Gas fee optimization and performance tuning',
        text: 'Storage layout, batching and calldata tuning that commonly cut transaction costs by a third or more.',
      },
      {
        title: 'AI-powered automated security audits',
        text: 'Static analysis, fuzzing and AI-assisted review on every commit, followed by a manual audit before release.',
      },
      {
        title: 'Cross-chain compatibility integration',
        text: 'Bridges, messaging protocols and token standards that let assets and data move safely between chains.',
      },
    ],
  },
  solutions: {
    id: 'blockchain-solutions',
    heading: 'Blockchain solutions',
    lead: 'The right network for the job, and the use cases our clients run on them.',
    chainTypes: [
      {
        type: 'Public',
        text: 'Open, permissionless networks where anyone can verify every transaction. Maximum transparency and reach.',
        bestFor: 'Tokens, marketplaces, loyalty and public registries',
      },
      {
        type: 'Private',
        text: 'Permissioned networks run by one organisation or a consortium, with known validators, private data and predictable costs.',
        bestFor: 'Interbank settlement, supply chains and internal records',
      },
      {
        type: 'Hybrid',
        text: 'Private processing with proofs anchored on a public chain, combining confidentiality with public verifiability.',
        bestFor: 'Regulated assets, healthcare records and government services',
      },
    ],
    useCasesHeading: 'Use cases',
    useCases: [
      {
        title: 'CBDC-ready platforms',
        text: 'Issuance, distribution and wallet infrastructure designed for central bank digital currency pilots and programmable money.',
      },
      {
        title: 'Tokenized supply chain',
        text: 'Each batch, part or shipment as a token, with provenance, custody and certificates anyone authorised can verify.',
      },
      {
        title: 'Cross-border payments',
        text: 'Settlement in minutes instead of days, with lower fees, full traceability and compliance checks on every transfer.',
      },
      {
        title: 'Enterprise DeFi',
        text: 'Lending, liquidity and treasury products on permissioned pools, with KYC-verified participants and audited contracts.',
      },
    ],
  },
  aiTokenization: {
    id: 'ai-tokenization',
    heading: 'AI tokenization',
    lead: 'Digital assets that price themselves, check their own compliance and reward the right behaviour.',
    offerings: [
      {
        title: 'Asset Tokenization',
        text: 'Real estate, commodities, invoices and funds as fractional tokens with ownership rules enforced on-chain.',
      },
      {
        title: 'AI-Priced Assets',
        text: 'Models that value tokenized assets from market, usage and risk data, with every valuation explained and recorded.',
      },
      {
        title: 'Smart Rewards & Loyalty',
        text: 'Tokenized points that adapt offers to each customer and can be shared or redeemed across partner brands.',
      },
      {
        title: 'Compliance-First Tokenization',
        text: 'KYC, AML, investor eligibility and transfer restrictions checked automatically before any token moves.',
      },
    ],
    benefitsHeading: 'Benefits',
    benefits: [
      { title: 'Liquidity', text: 'Fractional ownership opens assets to more investors and shortens time to sale.' },
      { title: 'Fair, current prices', text: 'AI valuations update as conditions change instead of once a quarter.' },
      { title: 'Lower operating cost', text: 'Settlement, registry and corporate actions run automatically on-chain.' },
      { title: 'Regulator confidence', text: 'Every transfer, check and valuation leaves an auditable record.' },
    ],
  },
  whyHeading: 'Why Eternity',
  closing: {
    heading: 'Let’s build your blockchain product',
    text: 'Tell us where you are, from first idea to a live network that needs a partner, and we will propose the next step.',
    ctas: [
      { kind: 'demo', label: 'Schedule a Free Consultation' },
      { kind: 'demo', label: 'Start Your Blockchain Project' },
    ],
  },
};
