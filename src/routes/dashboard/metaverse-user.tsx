import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function DashboardMetaverseUserPage() {
  return (
    <PlaceholderPage title={titles.dashboard.metaverseUser} heading="Metaverse User">
      Details of one metaverse user.
    </PlaceholderPage>
  );
}

export { DashboardMetaverseUserPage as Component };
