import { patterns } from '@/config/paths';

/** Apart from products.ts so the top bar, on every first load, does not carry the descriptions only About us shows. */
export interface ProductSite {
  id: 'verify' | 'cloudwise' | 'autosense';
  name: string;
  category: string;
  /** The product's page on this site (issue 37 item 3: no link to a site that does not exist). */
  to: string;
}

export const PRODUCT_SITES: ProductSite[] = [
  { id: 'verify', name: 'Eternity Verify', category: 'eKYC and fraud prevention', to: patterns.products.verify },
  { id: 'cloudwise', name: 'Eternity Cloudwise', category: 'Cloud cost optimisation', to: patterns.products.cloudwise },
  { id: 'autosense', name: 'Eternity AutoSense', category: 'Automotive data intelligence', to: patterns.products.autosense },
];
