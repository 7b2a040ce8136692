import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function DashboardUserPage() {
  return (
    <PlaceholderPage title={titles.superAdmin.dashboardUser} heading="Dashboard User">
      Details of one dashboard user.
    </PlaceholderPage>
  );
}

export { DashboardUserPage as Component };
