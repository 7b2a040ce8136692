import { ConsoleSidebar } from '@/components/layout/console-sidebar';
import { paths } from '@/config/paths';
import { superAdminNav } from '@/content/navigation';
import { SecondFactorSetupRedirect } from '@/features/account/components/second-factor-setup-redirect';
import { useMetaverses } from '@/features/metaverses/api/get-metaverses';
import { ConsoleShell, metaverseGroup } from './console-shell';

function SuperAdminSidebar() {
  const metaverses = metaverseGroup(useMetaverses(), paths.superAdmin.metaverse, {
    label: 'Create metaverse',
    to: paths.superAdmin.metaverse('new'),
  });
  return (
    <>
      {/* Inside the console's query cache; sends a super admin a server requires it of to set up TOTP (decision 0036). */}
      <SecondFactorSetupRedirect />
      <ConsoleSidebar title="Admin Console" label="Super admin" items={superAdminNav} metaverses={metaverses} logoutTo={paths.superAdmin.login} />
    </>
  );
}

function SuperAdminLayout() {
  return <ConsoleShell sidebar={<SuperAdminSidebar />} />;
}

export { SuperAdminLayout as Component };
