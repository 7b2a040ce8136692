import { useParams } from 'react-router-dom';
import { titles } from '@/config/titles';
import { DashboardUserDetails } from '@/features/dashboard-users/components/dashboard-user-details';

function SuperAdminDashboardUserPage() {
  const { id = '' } = useParams();
  return <DashboardUserDetails key={id} id={id} title={titles.superAdmin.dashboardUser} />;
}

export { SuperAdminDashboardUserPage as Component };
