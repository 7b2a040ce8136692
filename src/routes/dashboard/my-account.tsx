import { titles } from '@/config/titles';
import { getDashboardUserProfile } from '@/features/account/api/get-profile';
import { AccountPage } from '@/features/account/components/account-page';

function DashboardAccountPage() {
  return <AccountPage title={titles.dashboard.myAccount} loadProfile={getDashboardUserProfile} />;
}

export { DashboardAccountPage as Component };
