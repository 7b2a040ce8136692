import { titles } from '@/config/page-titles';
import { MetaverseUsersPage } from '@/features/metaverse-users/components/metaverse-users-page';

function SuperAdminMetaverseUsersPage() {
  return <MetaverseUsersPage title={titles.superAdmin.metaverseUsers} />;
}

export { SuperAdminMetaverseUsersPage as Component };
