import { paths } from '@/config/paths';

export interface NavLinkItem {
  label: string;
  to: string;
}

/** The public top bar's links until the marketing issue adds the Products/Solutions menus. */
export const publicNav: readonly NavLinkItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'About us', to: paths.aboutUs },
  { label: 'Contact us', to: paths.contactUs },
  { label: 'FAQs', to: paths.faq },
  { label: 'Industries', to: paths.industries },
];

/** Super-admin sidebar (SPEC 2.6); Metaverses and Logout are rendered specially. */
export const superAdminNav: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: paths.superAdmin.home },
  { label: 'Dashboard Users', to: paths.superAdmin.dashboardUsers },
  { label: 'Metaverse Users', to: paths.superAdmin.metaverseUsers },
  { label: "Booked Demo's", to: paths.superAdmin.bookedDemos },
  { label: 'My Account', to: paths.superAdmin.myAccount },
];

/** Dashboard-user side menu (SPEC 2.5). */
export const dashboardNav: readonly NavLinkItem[] = [
  { label: 'Dashboard', to: paths.dashboard.home },
  { label: 'Metaverse Users', to: paths.dashboard.metaverseUsers },
  { label: 'My Account', to: paths.dashboard.myAccount },
];

export const COPYRIGHT_YEAR = 2025;
