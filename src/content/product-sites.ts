/** Apart from products.ts so the top bar, on every first load, does not carry the descriptions only About us shows. */
export interface ProductSite {
  id: 'verify' | 'cloudwise' | 'autosense';
  name: string;
  category: string;
  siteUrl: string;
}

export const PRODUCT_SITES: ProductSite[] = [
  { id: 'verify', name: 'Eternity Verify', category: 'eKYC and fraud prevention', siteUrl: 'https://eternity-verify.example' },
  { id: 'cloudwise', name: 'Eternity Cloudwise', category: 'Cloud cost optimisation', siteUrl: 'https://eternity-cloudwise.example' },
  { id: 'autosense', name: 'Eternity AutoSense', category: 'Automotive data intelligence', siteUrl: 'https://eternity-autosense.example' },
];
