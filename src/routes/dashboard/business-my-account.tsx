import { titles } from '@/config/page-titles';
import { AccountPage } from '@/features/account/components/account-page';

function DashboardAccountPage() {
  return <AccountPage title={titles.dashboard.myAccount} role="dashboard-user" />;
}

export { DashboardAccountPage as Component };
