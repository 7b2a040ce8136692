import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function DashboardMetaversePage() {
  return (
    <PlaceholderPage title={titles.dashboard.metaverse} heading="Metaverse">
      Details of one of your metaverses.
    </PlaceholderPage>
  );
}

export { DashboardMetaversePage as Component };
