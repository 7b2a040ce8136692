import { useParams } from 'react-router-dom';
import { titles } from '@/config/page-titles';
import { DashboardUserDetails } from '@/features/dashboard-users/components/dashboard-user-details';
import { usePageTitle } from '@/hooks/use-page-title';

function SuperAdminDashboardUserPage() {
  usePageTitle(titles.superAdmin.dashboardUser);
  const { id = '' } = useParams();
  return <DashboardUserDetails key={id} id={id} />;
}

export { SuperAdminDashboardUserPage as Component };
