import { useParams } from 'react-router-dom';
import { titles } from '@/config/titles';
import { MetaverseUserDetails } from '@/features/metaverse-users/components/metaverse-user-details';

function SuperAdminMetaverseUserPage() {
  const { id = '' } = useParams();
  return <MetaverseUserDetails key={id} id={id} title={titles.superAdmin.metaverseUser} />;
}

export { SuperAdminMetaverseUserPage as Component };
