import { Tabs } from '@/components/ui/tabs';
import { usePageTitle } from '@/hooks/use-page-title';
import type { Profile } from '../api/get-profile';
import { BasicDetails } from './basic-details';
import { ResetPasswordForm } from './reset-password-form';

interface Props {
  title: string;
  /** Loads the signed-in account; keep it a stable reference (module-level function). */
  loadProfile: () => Promise<Profile>;
}

/** My Account for both consoles: tabs basic-details (default) and reset-password. */
export function AccountPage({ title, loadProfile }: Props) {
  usePageTitle(title);
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">My Account</h1>
      <Tabs
        label="Account"
        defaultId="basic-details"
        tabs={[
          { id: 'basic-details', label: 'Basic details', panel: <BasicDetails load={loadProfile} /> },
          { id: 'reset-password', label: 'Reset password', panel: <ResetPasswordForm /> },
        ]}
      />
    </section>
  );
}
