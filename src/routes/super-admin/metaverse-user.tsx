import { PlaceholderPage } from '@/components/layout/placeholder-page';
import { titles } from '@/config/titles';

function MetaverseUserPage() {
  return (
    <PlaceholderPage title={titles.superAdmin.metaverseUser} heading="Metaverse User">
      Details of one metaverse user and the metaverses they joined.
    </PlaceholderPage>
  );
}

export { MetaverseUserPage as Component };
