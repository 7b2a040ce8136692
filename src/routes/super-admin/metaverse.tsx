import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function SuperAdminMetaversePage() {
  return (
    <PlaceholderPage title={titles.superAdmin.metaverse} heading="Metaverse">
      Create, view and update a metaverse.
    </PlaceholderPage>
  );
}

export { SuperAdminMetaversePage as Component };
