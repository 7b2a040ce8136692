import { call } from '@/lib/http';

export interface ApprovedDevice {
  _id: string;
  name: string;
  platform: string;
}

/** `POST user/code {code}` (SPEC 7.4): the signed-in metaverse user signs in the screen showing `code`. */
export async function approveDeviceCode(code: string): Promise<ApprovedDevice> {
  const reply = await call('userCode', { body: { code } });
  return reply.data.device;
}
