import { patterns, paths } from '@/config/paths';
import { AI_BLOCKCHAIN_MENU, COPYRIGHT_YEAR, SOLUTIONS_MENU } from './navigation';
import { contactValue } from '@contract/contact-settings';
import { contactSettings } from '@/config/contact';
import { CONTACT_EMAIL_SETTING, OFFICES } from './offices';
import { PRODUCT_SITES } from './product-sites';
import type { ExternalLink, InternalLink, SiteLink } from './content-types';

export interface FooterColumn {
  heading: string;
  links: SiteLink[];
}

const page = (label: string, to: string): InternalLink => ({ kind: 'internal', label, to });
const external = (label: string, href: string): ExternalLink => ({ kind: 'external', label, href });

const [metaverseColumn, ...sectionColumns] = SOLUTIONS_MENU.columns;
const contactEmail = contactValue(contactSettings, CONTACT_EMAIL_SETTING);

export const FOOTER_TAGLINE =
  'Eternity builds blockchain, AI and metaverse products for banks, retailers, manufacturers and public services, and runs Eternity City, the virtual city where they meet their customers.';

export const FOOTER_COLUMNS: FooterColumn[] = [
  {
    heading: 'Product',
    // The same three products as the top bar's Products menu (SPEC 2.2), on pages of ours; VR Bank is under Solutions.
    links: PRODUCT_SITES.map((p) => page(p.name, p.to)),
  },
  {
    heading: 'Blockchain solution',
    links: AI_BLOCKCHAIN_MENU.links,
  },
  {
    heading: 'Solutions',
    links: [
      ...(metaverseColumn?.links ?? []),
      ...sectionColumns.map((c) => page(c.heading, c.to)),
    ],
  },
  {
    heading: 'Others',
    links: [
      page('About us', patterns.aboutUs),
      page('FAQs', patterns.faq),
      page('Security', patterns.security),
      page('Customer stories', paths.section(patterns.industries, 'customer-stories')),
      page('Data processing', patterns.dataProcessing),
      page('Privacy policy', patterns.privacy),
    ],
  },
  {
    heading: 'Industries',
    links: [
      page('Banking & Finance', paths.section(patterns.industries, 'Finance')),
      page('Automobile', paths.section(patterns.industries, 'Automobile')),
      page('Retail', paths.section(patterns.industries, 'Retail')),
      page('Education', paths.section(patterns.industries, 'Education')),
    ],
  },
  {
    heading: 'Contact us',
    links: [
      page('Contact us', patterns.contactUs),
      // The footer renders only in the browser (lazy), so it reads the run-time setting directly (0060); unset, no link.
      ...(contactEmail ? [external(contactEmail, `mailto:${contactEmail}`)] : []),
      ...OFFICES.map((o) => external(`${o.region} office map`, o.mapUrl)),
    ],
  },
];

/** Issue 24 item 6: business customers find their sign-in on every public page; the link follows DASHBOARD_LOGIN_URL. */
export const FOOTER_SIGN_IN = { heading: 'Business customers', label: 'Login to Dashboard' } as const;


export { COPYRIGHT_YEAR };

export const COPYRIGHT = `© ${COPYRIGHT_YEAR} Eternity. All rights reserved.`;
