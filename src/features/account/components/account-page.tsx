import { Tabs } from '@/components/ui/tabs';
import { usePageTitle } from '@/hooks/use-page-title';
import type { AccountRole } from '../api/get-profile';
import { BasicDetails } from './basic-details';
import { ResetPasswordForm } from './reset-password-form';

export function AccountPage({ title, role }: { title: string; role: AccountRole }) {
  usePageTitle(title);
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">My Account</h1>
      <Tabs
        label="Account"
        defaultId="basic-details"
        tabs={[
          { id: 'basic-details', label: 'Basic details', panel: <BasicDetails role={role} /> },
          { id: 'reset-password', label: 'Reset password', panel: <ResetPasswordForm role={role} /> },
        ]}
      />
    </section>
  );
}
