import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function DashboardHomePage() {
  return (
    <PlaceholderPage title={titles.dashboard.home} heading="Dashboard">
      Your metaverses and their users at a glance.
    </PlaceholderPage>
  );
}

export { DashboardHomePage as Component };
