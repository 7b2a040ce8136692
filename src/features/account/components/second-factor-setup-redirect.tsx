import { Navigate, useLocation } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useSecondFactorStatus } from '../api/second-factor-api';
import { SECOND_FACTOR_TAB } from './account-page';

/**
 * SUPER_ADMIN_MFA_REQUIRED (docs/decisions/0036): a super admin without a second factor goes to My Account's setup
 * before anything else. The server refuses the other calls anyway (403); this only spares them a console of errors.
 */
export function SecondFactorSetupRedirect() {
  const status = useSecondFactorStatus();
  const { pathname } = useLocation();
  const mustEnrol = status.data?.required === true && !status.data.enabled;
  if (!mustEnrol || pathname === paths.superAdmin.myAccount) return null;
  return <Navigate to={`${paths.superAdmin.myAccount}?tab=${SECOND_FACTOR_TAB}`} replace />;
}
