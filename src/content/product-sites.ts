/**
 * The three products with their own site, in the order of the Products menu. Kept apart from products.ts so the
 * top bar (on every page's first load) does not carry the product descriptions only About us shows.
 */
export interface ProductSite {
  id: 'verify' | 'cloudwise' | 'autosense';
  name: string;
  /** What kind of product it is, in a few words, for menus and card eyebrows. */
  category: string;
  siteUrl: string;
}

export const PRODUCT_SITES: ProductSite[] = [
  { id: 'verify', name: 'Eternity Verify', category: 'eKYC and fraud prevention', siteUrl: 'https://eternity-verify.example' },
  { id: 'cloudwise', name: 'Eternity Cloudwise', category: 'Cloud cost optimisation', siteUrl: 'https://eternity-cloudwise.example' },
  { id: 'autosense', name: 'Eternity AutoSense', category: 'Automotive data intelligence', siteUrl: 'https://eternity-autosense.example' },
];
