import { call } from '@/lib/http';

export interface ApprovedDevice {
  _id: string;
  name: string;
  platform: string;
}

/** SPEC 7.4 */
export async function approveDeviceCode(code: string): Promise<ApprovedDevice> {
  const reply = await call('userCode', { body: { code } });
  return reply.data.device;
}
