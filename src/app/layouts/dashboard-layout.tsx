import { ConsoleSidebar } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { dashboardNav } from '@/content/navigation';
import { ConsoleShell } from './console-shell';

/** Dashboard-user area; the console issue fills the Metaverses group with the user's metaverses. */
function DashboardLayout() {
  return (
    <ConsoleShell
      sidebar={
        <ConsoleSidebar
          title="Business Console"
          label="Dashboard"
          items={dashboardNav}
          metaverses={[]}
          logoutTo={paths.dashboard.login}
        />
      }
    />
  );
}

export { DashboardLayout as Component };
