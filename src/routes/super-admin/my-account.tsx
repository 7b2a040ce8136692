import { titles } from '@/config/titles';
import { getSuperAdminProfile } from '@/features/account/api/get-profile';
import { AccountPage } from '@/features/account/components/account-page';

function SuperAdminAccountPage() {
  return <AccountPage title={titles.superAdmin.myAccount} loadProfile={getSuperAdminProfile} />;
}

export { SuperAdminAccountPage as Component };
