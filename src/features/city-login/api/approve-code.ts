import { deviceCodeFailure, type Failure } from '../lib/failure';
import { approveDeviceCode, type ApprovedDevice } from './approve-device-code';

export type ApproveOutcome = { ok: true; device: ApprovedDevice } | { ok: false; failure: Failure };

/**
 * /code's request and what its failure says, in one module that the page imports on demand: the HTTP client and the
 * contract's schemas it brings are not needed to show the page, only to send a code (docs/decisions/0026).
 */
export async function approveCode(code: string): Promise<ApproveOutcome> {
  try {
    return { ok: true, device: await approveDeviceCode(code) };
  } catch (err) {
    return { ok: false, failure: deviceCodeFailure(err) };
  }
}
