import { call } from '@/lib/http';
import type { DeviceCodeLookupReplySchema, DeviceDecision } from '@contract/device-code';
import type { z } from 'zod';

export interface ApprovedDevice {
  /** Its row in the user's devices, once allowed. */
  _id?: string;
  name: string;
  platform: string;
}

/** The screen that shows a code, as the person is asked about it (RFC 8628 5.4): what it called itself, when and where it asked. */
export type PendingDevice = z.infer<typeof DeviceCodeLookupReplySchema>['data']['device'];

/** Which screen shows `code`; approves nothing (docs/decisions/0030). */
export async function lookUpDeviceCode(code: string): Promise<PendingDevice> {
  const reply = await call('deviceCodeLookup', { params: { userCode: code } });
  return reply.data.device;
}

/** SPEC 7.4 `POST user/code {code}` with the person's explicit decision. */
export async function decideDeviceCode(code: string, decision: DeviceDecision): Promise<ApprovedDevice> {
  const reply = await call('userCode', { body: { code, decision } });
  return reply.data.device;
}
