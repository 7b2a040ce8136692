import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function DashboardMetaverseUsersPage() {
  return (
    <PlaceholderPage title={titles.dashboard.metaverseUsers} heading="Metaverse Users">
      Users who joined your metaverses.
    </PlaceholderPage>
  );
}

export { DashboardMetaverseUsersPage as Component };
