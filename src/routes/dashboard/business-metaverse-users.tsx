import { titles } from '@/config/page-titles';
import { OwnMetaverseUsersPage } from '@/features/business-dashboard/components/own-metaverse-users-page';
import { usePageTitle } from '@/hooks/use-page-title';

function DashboardMetaverseUsersPage() {
  usePageTitle(titles.dashboard.metaverseUsers);
  return <OwnMetaverseUsersPage />;
}

export { DashboardMetaverseUsersPage as Component };
