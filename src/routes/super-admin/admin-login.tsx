import { paths } from '@/config/paths';
import { titles } from '@/config/titles';
import { loginErrorText, loginSuperAdmin } from '@/features/auth/api/login';
import { LoginForm } from '@/features/auth/components/login-form';
import { usePageTitle } from '@/hooks/use-page-title';
import { MESSAGES, UI_TEXT } from '@contract/messages';

const errorText = (err: unknown) => loginErrorText(err, MESSAGES.superAdminNotFound);

function SuperAdminLoginPage() {
  usePageTitle(titles.superAdmin.login);
  return (
    <LoginForm
      heading="Super Admin Login"
      login={loginSuperAdmin}
      successText={UI_TEXT.superAdminLoggedIn}
      errorText={errorText}
      redirectTo={paths.superAdmin.home}
    />
  );
}

export { SuperAdminLoginPage as Component };
