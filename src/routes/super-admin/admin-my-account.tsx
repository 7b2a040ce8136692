import { titles } from '@/config/page-titles';
import { AccountPage } from '@/features/account/components/account-page';

function SuperAdminAccountPage() {
  return <AccountPage title={titles.superAdmin.myAccount} role="super-admin" />;
}

export { SuperAdminAccountPage as Component };
