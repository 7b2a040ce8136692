import { useQuery } from '@tanstack/react-query';
import { call } from '@/lib/http';
import { endpointQuery, useEndpointMutation } from '@/lib/query';
import type { ReplyOf } from '@contract/endpoints';

// The super admin's TOTP second factor (docs/decisions/0036). The QR code is drawn by the server: no QR library here.

export type SecondFactorStatus = ReplyOf<'superAdminSecondFactorStatus'>['data'];
export type Enrolment = ReplyOf<'superAdminSecondFactorStart'>['data'];
export interface CodeAndPassword {
  code: string;
  currentPassword: string;
}

export const secondFactorStatusQueryOptions = () =>
  endpointQuery('superAdminSecondFactorStatus', undefined, (reply): SecondFactorStatus => reply.data);

export const useSecondFactorStatus = (enabled = true) => useQuery({ ...secondFactorStatusQueryOptions(), enabled });

export async function startEnrolment(): Promise<Enrolment> {
  return (await call('superAdminSecondFactorStart')).data;
}

/** Everything may have been refused before (decision 0036's gate): once on, the console's lists load again. */
export const useConfirmEnrolment = () =>
  useEndpointMutation('superAdminSecondFactorConfirm', { invalidates: ['superAdminSecondFactorStatus', 'metaversesList'] });

export const useDisableSecondFactor = () =>
  useEndpointMutation('superAdminSecondFactorDisable', { invalidates: ['superAdminSecondFactorStatus'] });

export const useNewRecoveryCodes = () =>
  useEndpointMutation('superAdminRecoveryCodes', { invalidates: ['superAdminSecondFactorStatus'] });
