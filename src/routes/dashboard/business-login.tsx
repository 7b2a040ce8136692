import { LoginForm } from '@/features/auth/components/login-form';
import { ResetPasswordRequest } from '@/features/business-dashboard/components/reset-password-request';

function DashboardLoginPage() {
  return (
    <LoginForm console="dashboard">
      {/* A real, mailed reset (docs/decisions/0020); SPEC 2.5 showed the words only. */}
      <ResetPasswordRequest />
    </LoginForm>
  );
}

export { DashboardLoginPage as Component };
