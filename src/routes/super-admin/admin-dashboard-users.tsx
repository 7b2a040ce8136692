import { titles } from '@/config/page-titles';
import { DashboardUsersPage } from '@/features/dashboard-users/components/dashboard-users-page';

function SuperAdminDashboardUsersPage() {
  return <DashboardUsersPage title={titles.superAdmin.dashboardUsers} />;
}

export { SuperAdminDashboardUsersPage as Component };
