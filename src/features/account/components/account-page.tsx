import { useSearchParams } from 'react-router-dom';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { usePageTitle } from '@/hooks/use-page-title';
import type { AccountRole } from '../api/get-profile';
import { BasicDetails } from './basic-details';
import { ResetPasswordForm } from './reset-password-form';
import { SecondFactorPanel } from './second-factor-panel';

/** The super admin's third tab (docs/decisions/0036); `?tab=second-factor` opens it (where a required setup sends). */
export const SECOND_FACTOR_TAB = 'second-factor';

export function AccountPage({ title, role }: { title: string; role: AccountRole }) {
  usePageTitle(title);
  const [search] = useSearchParams();
  const tabs: TabItem[] = [
    { id: 'basic-details', label: 'Basic details', panel: <BasicDetails role={role} /> },
    { id: 'reset-password', label: 'Reset password', panel: <ResetPasswordForm role={role} /> },
  ];
  if (role === 'super-admin') tabs.push({ id: SECOND_FACTOR_TAB, label: 'Two-step verification', panel: <SecondFactorPanel /> });
  const wanted = search.get('tab');
  return (
    <section className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-white">My Account</h1>
      <Tabs
        label="Account"
        key={wanted ?? ''}
        defaultId={tabs.some((tab) => tab.id === wanted) ? wanted! : 'basic-details'}
        tabs={tabs}
      />
    </section>
  );
}
