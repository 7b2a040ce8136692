import { titles } from '@/config/titles';
import { ResetPasswordPage } from '@/features/business-dashboard/components/reset-password-page';
import { usePageTitle } from '@/hooks/use-page-title';

/** /dashboard/reset-password?token=: sets a new password with a mailed reset link (docs/decisions/0020). */
function DashboardResetPasswordPage() {
  usePageTitle(titles.dashboard.resetPassword);
  return <ResetPasswordPage />;
}

export { DashboardResetPasswordPage as Component };
