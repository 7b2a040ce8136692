import { createHumanCheck } from '@/lib/human-check';
import { call } from '@/lib/http';
import type { ChooserIdentityClient, CodeHandle, IdentityToken } from './identity-client';

/** IDENTITY_PROVIDER=local: our API sends the codes and signs the identity token (docs/decisions/0014). */
export function createLocalIdentity(): ChooserIdentityClient {
  // SPEC 2.4's invisible human check: solved from the moment the dialog loads this client (docs/decisions/0038).
  const humanCheck = createHumanCheck('identityLocalHumanCheck');
  humanCheck.start();
  const proved = async <T extends object>(body: T) => {
    const proof = await humanCheck.getProof();
    return proof === undefined ? body : { ...body, humanCheck: proof };
  };
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
      const { data } = await call('identityLocalPhoneSend', { body: await proved({ phoneNumber }) });
      return { provider: 'phone', destination: phoneNumber, ref: data.verificationId };
    },
    async sendEmailCode({ email, name }) {
      const { data } = await call('identityLocalGoogle', { body: await proved({ email: email.trim(), name: name.trim() }) });
      return { provider: 'google', destination: email.trim(), ref: data.verificationId };
    },
    confirmCode: verify,
    reset() {},
  };
}
