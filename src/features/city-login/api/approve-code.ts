import type { DeviceDecision } from '@contract/device-code';
import { deviceCodeFailure, type Failure } from '../lib/failure';
import { decideDeviceCode, lookUpDeviceCode, type ApprovedDevice, type PendingDevice } from './approve-device-code';

export type LookUpOutcome = { ok: true; device: PendingDevice } | { ok: false; failure: Failure };
export type DecideOutcome = { ok: true; device: ApprovedDevice } | { ok: false; failure: Failure };

// On demand: the http client and schemas look a code up and send the decision; /code shows without them
// (docs/decisions/0026).

export async function lookUpCode(code: string): Promise<LookUpOutcome> {
  try {
    return { ok: true, device: await lookUpDeviceCode(code) };
  } catch (err) {
    return { ok: false, failure: deviceCodeFailure(err) };
  }
}

export async function decideCode(code: string, decision: DeviceDecision): Promise<DecideOutcome> {
  try {
    return { ok: true, device: await decideDeviceCode(code, decision) };
  } catch (err) {
    return { ok: false, failure: deviceCodeFailure(err) };
  }
}
