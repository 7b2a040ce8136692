import { ConsoleSidebar } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { superAdminNav } from '@/content/navigation';
import { useMetaverses } from '@/features/metaverses/api/get-metaverses';
import { ConsoleShell, metaverseGroup } from './console-shell';

function SuperAdminSidebar() {
  const metaverses = metaverseGroup(useMetaverses(), paths.superAdmin.metaverse, {
    label: 'Create metaverse',
    to: paths.superAdmin.metaverse('new'),
  });
  return (
    <ConsoleSidebar title="Admin Console" label="Super admin" items={superAdminNav} metaverses={metaverses} logoutTo={paths.superAdmin.login} />
  );
}

function SuperAdminLayout() {
  return <ConsoleShell sidebar={<SuperAdminSidebar />} />;
}

export { SuperAdminLayout as Component };
