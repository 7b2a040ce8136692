import { deviceCodeFailure, type Failure } from '../lib/failure';
import { approveDeviceCode, type ApprovedDevice } from './approve-device-code';

export type ApproveOutcome = { ok: true; device: ApprovedDevice } | { ok: false; failure: Failure };

/** On demand: the http client and schemas send a code, /code shows without them (docs/decisions/0026). */
export async function approveCode(code: string): Promise<ApproveOutcome> {
  try {
    return { ok: true, device: await approveDeviceCode(code) };
  } catch (err) {
    return { ok: false, failure: deviceCodeFailure(err) };
  }
}
