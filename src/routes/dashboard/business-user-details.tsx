import { useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { titles } from '@/config/page-titles';
import { OwnUserDetails } from '@/features/business-dashboard/components/own-user-details';
import { usePageTitle } from '@/hooks/use-page-title';

const BACK = { to: paths.dashboard.allUserDetails, label: 'Back to All Users Details' };

/** The user is named in the URL, never read from or written to stored data. */
function DashboardUserDetailsPage() {
  usePageTitle(titles.dashboard.userDetails);
  const id = new URLSearchParams(useLocation().search).get('id') ?? '';
  return <OwnUserDetails key={id} id={id} back={BACK} />;
}

export { DashboardUserDetailsPage as Component };
