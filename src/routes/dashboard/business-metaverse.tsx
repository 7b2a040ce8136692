import { useParams } from 'react-router-dom';
import { titles } from '@/config/page-titles';
import { OwnMetaversePage } from '@/features/business-dashboard/components/own-metaverse-page';
import { usePageTitle } from '@/hooks/use-page-title';

function DashboardMetaversePage() {
  usePageTitle(titles.dashboard.metaverse);
  const { id = '' } = useParams();
  return <OwnMetaversePage key={id} id={id} />;
}

export { DashboardMetaversePage as Component };
