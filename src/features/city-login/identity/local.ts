import { call } from '@/lib/http';
import type { ChooserIdentityClient, CodeHandle, IdentityToken } from './identity-client';

/** IDENTITY_PROVIDER=local: our API sends the codes and signs the identity token (docs/decisions/0014). */
export function createLocalIdentity(): ChooserIdentityClient {
  const verify = async (handle: CodeHandle, code: string): Promise<IdentityToken> => {
    const body = { verificationId: String(handle.ref), code: code.trim() };
    const reply =
      handle.provider === 'phone'
        ? await call('identityLocalPhoneVerify', { body })
        : await call('identityLocalGoogleVerify', { body });
    return { token: reply.data.idToken, provider: handle.provider };
  };

  return {
    name: 'local',
    google: 'chooser',
    async sendPhoneCode(phoneNumber) {
      const { data } = await call('identityLocalPhoneSend', { body: { phoneNumber } });
      return { provider: 'phone', destination: phoneNumber, ref: data.verificationId };
    },
    async sendEmailCode({ email, name }) {
      const { data } = await call('identityLocalGoogle', { body: { email: email.trim(), name: name.trim() } });
      return { provider: 'google', destination: email.trim(), ref: data.verificationId };
    },
    confirmCode: verify,
    reset() {},
  };
}
