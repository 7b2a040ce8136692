import { titles } from '@/config/titles';
import { MetaverseUsersPage } from '@/features/business-dashboard/components/metaverse-users-page';
import { usePageTitle } from '@/hooks/use-page-title';

function DashboardMetaverseUsersPage() {
  usePageTitle(titles.dashboard.metaverseUsers);
  return <MetaverseUsersPage />;
}

export { DashboardMetaverseUsersPage as Component };
