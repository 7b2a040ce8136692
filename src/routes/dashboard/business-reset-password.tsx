import { titles } from '@/config/page-titles';
import { ResetPasswordPage } from '@/features/business-dashboard/components/reset-password-page';
import { usePageTitle } from '@/hooks/use-page-title';

/** docs/decisions/0020 */
function DashboardResetPasswordPage() {
  usePageTitle(titles.dashboard.resetPassword);
  return <ResetPasswordPage />;
}

export { DashboardResetPasswordPage as Component };
