import { titles } from '@/config/page-titles';
import type { Cta, Hero, PageMeta } from '@/content/content-types';
import type { ProductSite } from '@/content/product-sites';

/**
 * The page of each flagship product the Products menu and the footer lead to (issue 37 item 3). What a page claims is
 * SPEC's (the eKYC suite's 250+ verification APIs) or what the product is said to do on About us; no client, figure
 * or certification beyond that.
 */
export interface ProductPage {
  id: ProductSite['id'];
  meta: PageMeta;
  hero: Hero;
  /** SPEC's own figure for this product, in SPEC's words; absent when SPEC gives none. */
  figure?: { value: string; label: string };
  flow: { heading: string; lead: string; steps: { title: string; text: string }[] };
  closing: { heading: string; text: string; ctas: Cta[] };
}

const bookDemo: Cta = { kind: 'demo', label: 'Book a demo' };
const allProducts: Cta = { kind: 'internal', label: 'All products', to: '/aboutus#flagship-products' };

export const PRODUCT_PAGES: ProductPage[] = [
  {
    id: 'verify',
    meta: { title: titles.products.verify, description: 'Identity checks, document verification and fraud scoring through one integration, with 250+ verification APIs.' },
    hero: {
      eyebrow: 'eKYC and fraud prevention',
      heading: 'Eternity Verify',
      lead: 'Identity checks, document verification and fraud scoring through one integration, with the reasons behind every decision kept for the people who review it.',
      ctas: [bookDemo, allProducts],
    },
    figure: { value: '250+', label: 'verification APIs' },
    flow: {
      heading: 'From a new customer to a decision',
      lead: 'One contract and one API key; every check in one case.',
      steps: [
        { title: 'Connect', text: 'Your onboarding calls one API with the customer’s documents and details.' },
        { title: 'Check', text: 'Documents, faces, businesses and bank accounts are verified in one flow.' },
        { title: 'Decide', text: 'A risk score and the case notes behind it, which an auditor can follow step by step.' },
      ],
    },
    closing: { heading: 'See it with your own onboarding flow', text: 'Tell us which checks you run today; we show the same flow in Eternity Verify.', ctas: [bookDemo] },
  },
  {
    id: 'cloudwise',
    meta: { title: titles.products.cloudwise, description: 'Find idle, oversized and untagged cloud resources, forecast the bill and turn savings into approved, reversible changes.' },
    hero: {
      eyebrow: 'Cloud cost optimisation',
      heading: 'Eternity Cloudwise',
      lead: 'Finds idle, oversized and untagged cloud resources across accounts, forecasts next month’s bill and turns savings into approved, reversible changes.',
      ctas: [bookDemo, allProducts],
    },
    flow: {
      heading: 'Savings you approve',
      lead: 'Read-only by default: nothing changes without an approval.',
      steps: [
        { title: 'Connect', text: 'Read-only access to your cloud accounts; nothing is changed by connecting.' },
        { title: 'Find', text: 'Idle, oversized and untagged resources, and spend that moves away from its usual pattern.' },
        { title: 'Approve', text: 'Each saving is shown before you act, and every change can be reversed.' },
      ],
    },
    closing: { heading: 'Bring one month’s bill', text: 'We walk through where it goes and what Cloudwise would change.', ctas: [bookDemo] },
  },
  {
    id: 'autosense',
    meta: { title: titles.products.autosense, description: 'Telematics, service history and dealer sales joined into one model of every vehicle, for OEMs and dealers.' },
    hero: {
      eyebrow: 'Automotive data intelligence',
      heading: 'Eternity AutoSense',
      lead: 'Joins telematics, service history and dealer sales into one model of every vehicle, so carmakers and dealers can predict demand, failures and the next best offer.',
      ctas: [bookDemo, allProducts],
    },
    flow: {
      heading: 'One model of every vehicle',
      lead: 'Consented driver data, kept in its region.',
      steps: [
        { title: 'Join', text: 'Connected-car data, workshop records and dealer sales, matched to each vehicle.' },
        { title: 'Model', text: 'A health score per vehicle and a parts and inventory forecast per dealership.' },
        { title: 'Act', text: 'Service reminders, stock orders and offers, each for the vehicle it was made for.' },
      ],
    },
    closing: { heading: 'Start with one dealership', text: 'We show what AutoSense makes of the data you already have.', ctas: [bookDemo] },
  },
];
