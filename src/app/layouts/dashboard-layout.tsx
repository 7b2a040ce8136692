import { ConsoleSidebar } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { dashboardNav } from '@/content/navigation';
import { useMyMetaverses } from '@/features/business-dashboard/api/get-my-metaverses';
import { ConsoleShell, metaverseGroup } from './console-shell';

function DashboardSidebar() {
  const metaverses = metaverseGroup(useMyMetaverses(), paths.dashboard.metaverse);
  return (
    <ConsoleSidebar title="Business Console" label="Dashboard" items={dashboardNav} metaverses={metaverses} logoutTo={paths.dashboard.login} />
  );
}

function DashboardLayout() {
  return <ConsoleShell sidebar={<DashboardSidebar />} />;
}

export { DashboardLayout as Component };
