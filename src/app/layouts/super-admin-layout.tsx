import { ConsoleSidebar, type MetaverseGroup } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { superAdminNav } from '@/content/navigation';
import { useMetaverses } from '@/features/metaverses/api/get-metaverses';
import { ConsoleShell } from './console-shell';

/** The super admin's menu, its Metaverses group filled with every metaverse (it follows creates and deletes). */
function SuperAdminSidebar() {
  const list = useMetaverses();
  const metaverses: MetaverseGroup = {
    status: list.data ? 'ready' : list.isError ? 'error' : 'loading',
    items: (list.data ?? []).map((m) => ({ label: m.name, to: paths.superAdmin.metaverse(m._id) })),
    create: { label: 'Create metaverse', to: paths.superAdmin.metaverse('new') },
    onRetry: () => void list.refetch(),
  };
  return (
    <ConsoleSidebar title="Admin Console" label="Super admin" items={superAdminNav} metaverses={metaverses} logoutTo={paths.superAdmin.login} />
  );
}

function SuperAdminLayout() {
  return <ConsoleShell sidebar={<SuperAdminSidebar />} />;
}

export { SuperAdminLayout as Component };
