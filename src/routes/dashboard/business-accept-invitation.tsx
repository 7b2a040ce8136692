import { titles } from '@/config/page-titles';
import { ResetPasswordPage } from '@/features/business-dashboard/components/reset-password-page';
import { usePageTitle } from '@/hooks/use-page-title';

/** docs/decisions/0049 */
function DashboardAcceptInvitationPage() {
  usePageTitle(titles.dashboard.acceptInvitation);
  return <ResetPasswordPage kind="invitation" />;
}

export { DashboardAcceptInvitationPage as Component };
