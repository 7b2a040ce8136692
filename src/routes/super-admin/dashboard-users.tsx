import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function DashboardUsersPage() {
  return (
    <PlaceholderPage title={titles.superAdmin.dashboardUsers} heading="Dashboard Users">
      Create, filter and update dashboard users.
    </PlaceholderPage>
  );
}

export { DashboardUsersPage as Component };
