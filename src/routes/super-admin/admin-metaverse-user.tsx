import { useParams } from 'react-router-dom';
import { titles } from '@/config/page-titles';
import { MetaverseUserDetails } from '@/features/metaverse-users/components/metaverse-user-details';
import { usePageTitle } from '@/hooks/use-page-title';

function SuperAdminMetaverseUserPage() {
  usePageTitle(titles.superAdmin.metaverseUser);
  const { id = '' } = useParams();
  return <MetaverseUserDetails key={id} id={id} />;
}

export { SuperAdminMetaverseUserPage as Component };
