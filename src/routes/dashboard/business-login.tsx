import { paths } from '@/config/paths';
import { titles } from '@/config/titles';
import { loginDashboardUser, loginErrorText } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/login-form';
import { ResetPasswordRequest } from '@/features/business-dashboard/components/reset-password-request';
import { usePageTitle } from '@/hooks/use-page-title';
import { MESSAGES, UI_TEXT } from '@contract/messages';

const errorText = (err: unknown) => loginErrorText(err, MESSAGES.dashboardUserNotFound);

function DashboardLoginPage() {
  usePageTitle(titles.dashboard.login);
  return (
    <LoginForm
      heading="Dashboard Login"
      login={loginDashboardUser}
      successText={UI_TEXT.loginSuccess}
      errorText={errorText}
      redirectTo={paths.dashboard.home}
    >
      {/* SPEC 2.5 showed 'Reset Password' as text with no behaviour; issue 11 makes it a real, mailed reset. */}
      <ResetPasswordRequest />
    </LoginForm>
  );
}

export { DashboardLoginPage as Component };
