import { ConsoleSidebar, type MetaverseGroup } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { dashboardNav } from '@/content/navigation';
import { useMyMetaverses } from '@/features/business-dashboard/api/get-my-metaverses';
import { ConsoleShell } from './console-shell';

/** The dashboard user's menu, its Metaverses group filled with the metaverses they administer or manage. */
function DashboardSidebar() {
  const list = useMyMetaverses();
  const metaverses: MetaverseGroup = {
    status: list.data ? 'ready' : list.isError ? 'error' : 'loading',
    items: (list.data ?? []).map((m) => ({ label: m.name, to: paths.dashboard.metaverse(m._id) })),
    onRetry: () => void list.refetch(),
  };
  return (
    <ConsoleSidebar title="Business Console" label="Dashboard" items={dashboardNav} metaverses={metaverses} logoutTo={paths.dashboard.login} />
  );
}

/** Dashboard-user area. */
function DashboardLayout() {
  return <ConsoleShell sidebar={<DashboardSidebar />} />;
}

export { DashboardLayout as Component };
