import { titles } from '@/config/page-titles';
import { ConsoleHome, type HomeMetaverses } from '@/features/console-home/components/console-home';
import { useMetaverses } from '@/features/metaverses/api/get-metaverses';

function SuperAdminHomePage() {
  const list = useMetaverses();
  const metaverses: HomeMetaverses = {
    status: list.data ? 'ready' : list.isError ? 'error' : 'loading',
    items: (list.data ?? []).map((m) => ({ id: m._id, name: m.name, description: m.description })),
  };
  return <ConsoleHome title={titles.superAdmin.home} metaverses={metaverses} onRetryMetaverses={() => void list.refetch()} />;
}

export { SuperAdminHomePage as Component };
