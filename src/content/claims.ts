/** SPEC part 9's claims, in its words: the only figures the public pages state (docs/design/system.md). */
export interface Stat {
  value: string;
  label: string;
}

export interface Claim {
  title: string;
  text: string;
}

export const STATS: Stat[] = [
  { value: '5+', label: 'banks' },
  { value: '200+', label: 'enterprise clients' },
  { value: '250+', label: 'verification APIs' },
  { value: '150+', label: 'countries' },
];

/** SPEC part 9 */
export const CLAIM_ROTATION_MS = 1000;

export const WHY_ETERNITY: Claim[] = [
  {
    title: 'Full-stack blockchain, AI and metaverse integration',
    text: 'One team designs the chain, trains the models and builds the 3D experience, so nothing is lost between vendors.',
  },
  {
    title: 'Compliance-ready from day one',
    text: 'KYC, AML, data-residency and audit trails are designed in, not bolted on before the regulator visits.',
  },
  {
    title: 'Proven in regulated industries',
    text: '5+ banks and 200+ enterprise clients run products we built and still support.',
  },
  {
    title: 'Deployed in 150+ countries',
    text: 'Each deployment runs on the servers its operator chooses, in the region they choose, and its data stays there.',
  },
  {
    title: 'Security you can check',
    text: 'argon2id passwords, rotating sessions, an append-only audit log and strict headers, written down on our Security page; AI-powered automated security audits for smart contracts.',
  },
  {
    title: 'Chain-agnostic engineering',
    text: 'Solidity, Rust and Move on public, private or hybrid networks, chosen for your use case rather than our habits.',
  },
  {
    title: 'Support that stays after launch',
    text: 'Monitoring, upgrades and a named engineering contact for the life of the product.',
  },
];
