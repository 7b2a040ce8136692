import { useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { titles } from '@/config/page-titles';
import { OwnUserDetails } from '@/features/business-dashboard/components/own-user-details';
import { usePageTitle } from '@/hooks/use-page-title';

const BACK = { to: paths.dashboard.metaverseUsers, label: 'Back to Metaverse Users' };

function DashboardMetaverseUserPage() {
  usePageTitle(titles.dashboard.metaverseUser);
  const { id = '' } = useParams();
  return <OwnUserDetails key={id} id={id} back={BACK} />;
}

export { DashboardMetaverseUserPage as Component };
