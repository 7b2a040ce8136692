import { titles } from '@/config/page-titles';
import { MetaversePage } from '@/features/metaverses/components/metaverse-page';

function SuperAdminMetaversePage() {
  return <MetaversePage title={titles.superAdmin.metaverse} createTitle={titles.superAdmin.metaverseNew} />;
}

export { SuperAdminMetaversePage as Component };
