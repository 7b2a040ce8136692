import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { titles } from '@/config/page-titles';
import { STATS, WHY_ETERNITY } from '@/content/claims';
import { patterns } from '@/config/paths';
import {
  FAQ_CATEGORIES,
  FAQ_CATEGORY_VALUES,
  FAQ_ITEMS,
  faqItemsIn,
  type FaqBlock,
  type FaqInline,
} from '@/content/faq-items';
import { COPYRIGHT, FOOTER_COLUMNS } from '@/content/footer';
import { SOCIAL_KEYS } from '@/components/layout/site-footer';
import { socialProfiles } from '@/components/layout/social-links';
import { SOCIAL_SETTING_KEYS } from '@contract/social-links';
import {
  AI_BLOCKCHAIN_MENU,
  ALL_NAV_LINKS,
  PRODUCTS_MENU,
  SCROLL_HINT_KEYS,
  SOLUTIONS_MENU,
} from '@/content/navigation';
import { CONTACT_SETTING_KEYS } from '@contract/contact-settings';
import { PRODUCT_PAGES } from '@/content/pages/product-pages';
import { HEADQUARTERS, OFFICES } from '@/content/offices';
import { ABOUT_PAGE } from '@/content/pages/about-us';
import { BLOCKCHAIN_PAGE } from '@/content/pages/blockchain';
import { CONTACT_PAGE } from '@/content/pages/contact-us';
import { FAQ_PAGE } from '@/content/pages/faq';
import { HEALTHCARE_PAGE } from '@/content/pages/healthcare';
import { INDUSTRIES_PAGE } from '@/content/pages/industries';
import { LANDING_PAGE } from '@/content/pages/landing';
import { OIL_REFINERY_PAGE } from '@/content/pages/oil-refinery';
import { PREDICTIVE_PAGE } from '@/content/pages/predictive';
import { VR_AUTO_PAGE } from '@/content/pages/vr-auto';
import { VR_BANK_PAGE } from '@/content/pages/vr-bank';
import { VR_RETAIL_PAGE } from '@/content/pages/vr-retail';
import { VR_WORLD_PAGE } from '@/content/pages/vr-world';
import { CAPABILITIES, MISSION, PRODUCTS, PRODUCT_SITES } from '@/content/products';
import { initialsOf, TEAM_ROLES } from '@/content/team';
import type { InternalLink } from '@/content/content-types';
import { SCREENS } from '@/components/compositions/screens';

// The section ids SPEC 2.2 names, per target page.
const SPEC_SECTIONS: Record<string, string[]> = {
  '/oilrefienery': [
    'firefighting-robots',
    'leak-detection-robots',
    'emergency-response-robots',
    'robotic-arms-sensors',
    'autonomous-underwater-vehicles',
  ],
  '/healthcare': ['medical-imaging-saas', 'drug-discovery', 'health-monitoring'],
  '/predective': ['iot-integrated-platforms', 'asset-monitoring-saas'],
  '/blockchain': ['blockchain-lifecycle', 'smart-contract-development', 'blockchain-solutions', 'ai-tokenization'],
};

const SPEC_HINT_KEYS: Record<string, string> = {
  '/oilrefienery': 'scroll-to-section',
  '/healthcare': 'scroll-to-section',
  '/predective': 'scrollToPredictiveSection',
  '/blockchain': 'scrollToSection',
};

const PAGES = {
  landing: LANDING_PAGE,
  aboutus: ABOUT_PAGE,
  contactus: CONTACT_PAGE,
  faq: FAQ_PAGE,
  industries: INDUSTRIES_PAGE,
  vrauto: VR_AUTO_PAGE,
  vrbank: VR_BANK_PAGE,
  vrretail: VR_RETAIL_PAGE,
  vrworld: VR_WORLD_PAGE,
  oilrefinery: OIL_REFINERY_PAGE,
  healthcare: HEALTHCARE_PAGE,
  predictive: PREDICTIVE_PAGE,
  blockchain: BLOCKCHAIN_PAGE,
};

describe('FAQ', () => {
  it('has 52 items with unique ids', () => {
    expect(FAQ_ITEMS).toHaveLength(52);
    expect(new Set(FAQ_ITEMS.map((i) => i.id)).size).toBe(52);
  });

  it('puts several items in every category', () => {
    for (const category of FAQ_CATEGORY_VALUES) expect(faqItemsIn(category).length).toBeGreaterThanOrEqual(5);
  });

  it('offers the five sidebar categories of SPEC 2.3, General first', () => {
    expect(FAQ_CATEGORIES.map((c) => c.label)).toEqual([
      'General questions',
      'Banking Metaverse',
      'Automotive Metaverse',
      'Manufacturing Metaverse',
      'Retail Metaverse',
    ]);
    expect(FAQ_CATEGORIES[0]?.category).toBe('General Questions');
  });

  it('gives every item a question and an answer with visible text in every paragraph and list item', () => {
    for (const item of FAQ_ITEMS) {
      expect(item.question.trim(), `question ${item.id}`).not.toBe('');
      expect(item.answer.length, `answer ${item.id}`).toBeGreaterThan(0);
      for (const runs of runsOf(item.answer)) expect(runs.map(textOfRun).join('').trim(), `answer ${item.id}`).not.toBe('');
    }
  });

  it('links only to pages of this site: a plain path of a route in config/paths, optionally with an anchor', () => {
    const routes = new Set(routePaths(patterns));
    const links = FAQ_ITEMS.flatMap((item) =>
      runsOf(item.answer)
        .flat()
        .filter((run) => typeof run === 'object' && 'link' in run)
        .map((run) => ({ id: item.id, ...(run as { link: string; to: string }) })),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const { id, link, to } of links) {
      expect(link.trim(), `link text in answer ${id}`).not.toBe('');
      expect(to, `link in answer ${id}`).toMatch(/^\/[a-z0-9-]*(#[A-Za-z0-9-]+)?$/);
      expect(routes.has(to.split('#')[0]!), `${to} in answer ${id} is a route`).toBe(true);
    }
    // The type admits no other target either (checked by `npm run typecheck`).
    // @ts-expect-error -- not a page of this site
    const offSite: FaqInline = { link: 'x', to: '/\t/evil.example' };
    expect(offSite).toBeDefined();
  });
});

/** The runs of every paragraph and list item of an answer. */
const runsOf = (answer: readonly FaqBlock[]): FaqInline[][] => answer.flatMap((b) => ('p' in b ? [b.p] : b.ul));
const textOfRun = (run: FaqInline) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : run.link);
/** Every literal route path (no `:id`) of config/paths. */
const routePaths = (tree: object): string[] =>
  Object.values(tree).flatMap((v) => (typeof v === 'string' ? (v.includes(':') ? [] : [v]) : routePaths(v as object)));

describe('team and offices', () => {
  it('has SPEC\'s five team cards as roles, naming nobody, until a deployment names its people (decision 0079)', () => {
    expect(TEAM_ROLES).toHaveLength(5);
    for (const role of TEAM_ROLES) {
      expect(role.title).not.toBe('');
      expect(role.mark).toMatch(/^[A-Z]{2}$/);
      expect(role.text).not.toBe('');
    }
    expect(new Set(TEAM_ROLES.map((r) => r.mark)).size).toBe(5);
    expect(initialsOf('Ada Lovelace')).toBe('AL');
    expect(initialsOf('  Plato ')).toBe('P');
  });

  it('has four offices with exactly one headquarters, in the UAE', () => {
    expect(OFFICES.map((o) => o.region).sort()).toEqual(['India North', 'India West', 'UAE', 'United Kingdom']);
    const hqs = OFFICES.filter((o) => o.headquarters);
    expect(hqs).toHaveLength(1);
    expect(hqs[0]?.region).toBe('UAE');
    expect(HEADQUARTERS).toBe(hqs[0]);
    for (const o of OFFICES) {
      // The contact details are run-time settings (docs/decisions/0060), none made up; the map shows the city.
      for (const key of Object.values(o.settings)) expect(CONTACT_SETTING_KEYS).toContain(key);
      expect(o.mapUrl).toMatch(/^https:\/\/www\.openstreetmap\.org\/#map=11\/-?[\d.]+\/-?[\d.]+$/);
    }
  });
});

describe('claims and products', () => {
  it('states the SPEC part 9 figures and 6 to 8 reasons to choose Eternity', () => {
    expect(STATS.map((s) => s.value)).toEqual(['5+', '200+', '250+', '150+']);
    expect(WHY_ETERNITY.length).toBeGreaterThanOrEqual(6);
    expect(WHY_ETERNITY.length).toBeLessThanOrEqual(8);
  });

  it('has four flagship products, three with a product site, and three capabilities', () => {
    expect(PRODUCTS).toHaveLength(4);
    expect(PRODUCT_SITES).toHaveLength(3);
    // Each has a page of ours (the Products menu, the footer and About us lead there), with its own content.
    for (const p of PRODUCT_SITES) {
      expect(p.to).toBe(`/products/${p.id}`);
      expect(PRODUCT_PAGES.find((page) => page.id === p.id)?.hero.heading).toBe(p.name);
    }
    expect(PRODUCTS.every((p) => p.to.startsWith('/'))).toBe(true);
    expect(PRODUCTS.some((p) => p.summary.includes('250+'))).toBe(true);
    expect(CAPABILITIES.map((c) => c.id)).toEqual(['blockchain', 'ai', 'metaverse']);
    expect(MISSION.statement).not.toBe('');
  });
});

describe('navigation and footer', () => {
  const sectionLinks = ALL_NAV_LINKS.filter((l): l is InternalLink => l.kind === 'internal' && Boolean(l.section));

  it('only scrolls to section ids SPEC 2.2 lists, with that page’s hint key', () => {
    expect(sectionLinks.length).toBe(14);
    for (const link of sectionLinks) {
      expect(SPEC_SECTIONS[link.to], link.to).toContain(link.section);
      expect(link.hintKey, link.label).toBe(SPEC_HINT_KEYS[link.to]);
    }
    expect(Object.values(SCROLL_HINT_KEYS).sort()).toEqual(
      ['scroll-to-section', 'scrollToPredictiveSection', 'scrollToSection'].sort(),
    );
  });

  it('has three product sites, four Solutions columns and the four blockchain sections', () => {
    expect(PRODUCTS_MENU.links).toHaveLength(3);
    expect(SOLUTIONS_MENU.columns.map((c) => c.heading)).toEqual([
      'Metaverse',
      'Oil refinery',
      'Healthcare',
      'Predictive maintenance',
    ]);
    expect(SOLUTIONS_MENU.columns[0]?.links.map((l) => l.to)).toEqual(['/vrworld', '/vrbank', '/vrauto', '/vrretail']);
    expect(AI_BLOCKCHAIN_MENU.links.map((l) => l.section)).toEqual(SPEC_SECTIONS['/blockchain']);
  });

  it('has the six footer columns and the 2025 copyright line', () => {
    expect(FOOTER_COLUMNS.map((c) => c.heading)).toEqual([
      'Product',
      'Blockchain solution',
      'Solutions',
      'Others',
      'Industries',
      'Contact us',
    ]);
    expect(COPYRIGHT).toContain('2025');
    // No made-up handles: a build without SOCIAL_*_URL names no profile (decision 0077).
    expect(socialProfiles()).toEqual([]);
    expect(SOCIAL_KEYS).toEqual(SOCIAL_SETTING_KEYS);
  });
});

describe('pages', () => {
  it.each(Object.entries(PAGES))('%s has a title and a meta description of at most 155 characters', (_, page) => {
    expect(page.meta.title.trim()).not.toBe('');
    expect(page.meta.description.trim().length).toBeGreaterThan(50);
    expect(page.meta.description.length).toBeLessThanOrEqual(155);
  });

  it('uses the exact titles of SPEC 2.1 and agrees with the title table', () => {
    expect(LANDING_PAGE.meta.title).toBe('Join the Metaverse Revolution');
    expect(PREDICTIVE_PAGE.meta.title).toBe(
      'Predictive Maintenance Solutions | Preventing Downtime with AI-Powered Predictive Maintenance.',
    );
    expect(BLOCKCHAIN_PAGE.meta.title).toBe('Blockchain First - End-to-End Product Lifecycle Management');
    expect(VR_AUTO_PAGE.meta.title).toBe('Automotive Metaverse | Virtual Car Showroom');
    expect(VR_BANK_PAGE.meta.title).toBe('Banking Metaverse | Virtual Bank Branch');
    expect(VR_RETAIL_PAGE.meta.title).toBe('Retail Metaverse | Virtual 3D products');
    expect(VR_WORLD_PAGE.meta.title).toBe('VR World | Design your Own Metaverse');
    const table: Record<keyof typeof PAGES, string> = {
      landing: titles.home,
      aboutus: titles.aboutUs,
      contactus: titles.contactUs,
      faq: titles.faq,
      industries: titles.industries,
      vrauto: titles.vrAuto,
      vrbank: titles.vrBank,
      vrretail: titles.vrRetail,
      vrworld: titles.vrWorld,
      oilrefinery: titles.oilRefinery,
      healthcare: titles.healthcare,
      predictive: titles.predictive,
      blockchain: titles.blockchain,
    };
    for (const [name, page] of Object.entries(PAGES)) expect(page.meta.title, name).toBe(table[name as keyof typeof PAGES]);
  });

  it('gives the oil, healthcare and predictive pages exactly their menu anchors', () => {
    expect(OIL_REFINERY_PAGE.sections.map((s) => s.id)).toEqual(SPEC_SECTIONS['/oilrefienery']);
    expect(HEALTHCARE_PAGE.sections.map((s) => s.id)).toEqual(SPEC_SECTIONS['/healthcare']);
    expect(PREDICTIVE_PAGE.sections.map((s) => s.id)).toEqual(SPEC_SECTIONS['/predective']);
    const b = BLOCKCHAIN_PAGE;
    expect([b.lifecycle.id, b.smartContracts.id, b.solutions.id, b.aiTokenization.id]).toEqual(
      SPEC_SECTIONS['/blockchain'],
    );
  });

  it('carries the predictive cards', () => {
    expect(PREDICTIVE_PAGE.sections.map((s) => s.cards.map((c) => c.title))).toEqual([
      ['Real-Time Data Collection', 'Machine Learning-Powered Predictions', 'Automated Alerts and Notifications'],
      ['Real-Time Insights', 'Predictive Analytics', 'Centralized Control'],
    ]);
  });

  it('carries the blockchain lifecycle, languages and offerings of SPEC 2.3', () => {
    expect(BLOCKCHAIN_PAGE.lifecycle.steps.map((s) => s.label)).toEqual([
      '01 Ideation & Consulting',
      '02 Architecture & Protocol Selection',
      '03 Smart Contract & App Development',
      '04 Maintenance & Upgrades',
      '05 Deployment & Scalability',
      '06 Integration & AI Augmentation',
    ]);
    // "each with illustration": a drawn plan of its own, described for a screen reader.
    const pictured = BLOCKCHAIN_PAGE.lifecycle.steps.map((s) => SCREENS[s.image.screen]);
    expect(new Set(BLOCKCHAIN_PAGE.lifecycle.steps.map((s) => s.image.screen)).size).toBe(6);
    for (const [i, screen] of pictured.entries()) {
      expect('plan' in screen && screen.plan.nodes.length, BLOCKCHAIN_PAGE.lifecycle.steps[i]!.label).toBeGreaterThanOrEqual(4);
      expect(BLOCKCHAIN_PAGE.lifecycle.steps[i]!.imageAlt.length).toBeGreaterThan(40);
    }
    expect(BLOCKCHAIN_PAGE.smartContracts.languages.map((l) => l.language)).toEqual(['Solidity', 'Rust', 'Move']);
    expect(BLOCKCHAIN_PAGE.aiTokenization.offerings.map((o) => o.title)).toEqual([
      'Asset Tokenization',
      'AI-Priced Assets',
      'Smart Rewards & Loyalty',
      'Compliance-First Tokenization',
    ]);
  });

  it('links the landing industry cards to the /industries anchors', () => {
    expect(LANDING_PAGE.industries.cards.map((c) => c.explore.to)).toEqual([
      '/industries#Finance',
      '/industries#Automobile',
      '/industries#Retail',
      '/industries#Education',
    ]);
    const anchors = [INDUSTRIES_PAGE.offerings, ...INDUSTRIES_PAGE.sections].flatMap((s) => [
      s.id,
      ...(s.anchorAliases ?? []),
    ]);
    for (const card of LANDING_PAGE.industries.cards) expect(anchors).toContain(card.explore.to.split('#')[1]);
  });
});

describe('assets and media', () => {
  const root = process.cwd();
  const svgs = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? svgs(join(dir, e.name)) : e.name.endsWith('.svg') ? [join(dir, e.name)] : [],
    );

  it('keeps every SVG small, scalable, titled and self-contained', () => {
    const files = svgs(resolve(root, 'src/assets'));
    // The logo, its mark, the office map and the favicon-sized marks (the lifecycle's pictures are drawn by the
    // compositions now).
    expect(files.length).toBeGreaterThanOrEqual(4);
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // Drawings stay under 6 KB; a map drawn from geographic data (scripts/gen-office-map.mjs) under 40 KB.
      expect(statSync(file).size, file).toBeLessThan((file.includes('/maps/') ? 40 : 6) * 1024);
      expect(text, file).toMatch(/viewBox="/);
      expect(text, file).toMatch(/<title[ >]/);
      // No external references: the only URL allowed is the SVG namespace.
      expect(text.replaceAll('http://www.w3.org/2000/svg', ''), file).not.toMatch(/https?:|<image|href=/);
    }
  });

  it('ships each hero video and poster under its size budget', () => {
    for (const page of [VR_AUTO_PAGE, VR_BANK_PAGE, PREDICTIVE_PAGE]) {
      const { src, poster } = page.hero.video;
      // 1920x1080, 6 s of a camera moving through a rendered scene (npm run render:scenes): 1 MB at most. The poster
      // is the LCP image on phones, so it stays small.
      expect(statSync(resolve(root, 'public', `.${src}`)).size, src).toBeLessThan(1024 * 1024);
      expect(statSync(resolve(root, 'public', `.${poster}`)).size, poster).toBeLessThan(60 * 1024);
    }
  });
});
