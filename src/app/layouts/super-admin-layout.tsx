import { ConsoleSidebar } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { superAdminNav } from '@/content/navigation';
import { ConsoleShell } from './console-shell';

/** Super-admin console; the console issue fills the Metaverses group with every metaverse. */
function SuperAdminLayout() {
  return (
    <ConsoleShell
      sidebar={
        <ConsoleSidebar
          title="Admin Console"
          label="Super admin"
          items={superAdminNav}
          metaverses={[]}
          logoutTo={paths.superAdmin.login}
        />
      }
    />
  );
}

export { SuperAdminLayout as Component };
