import { LoginForm } from '@/features/auth/components/login-form';

function SuperAdminLoginPage() {
  return <LoginForm console="superAdmin" />;
}

export { SuperAdminLoginPage as Component };
