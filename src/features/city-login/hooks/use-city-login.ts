import { useCallback, useEffect, useRef, useState } from 'react';
import type { MetaverseUser } from '@contract/metaverse-user';
import { loginUser } from '../api/login-user';
import { CANCELLED, loadIdentity, NoUserError, REDIRECTING, type CodeHandle, type IdentityClient, type IdentityToken } from '../identity';
import { loginFailure, type Failure } from '../lib/failure';
import { reloadPage } from '../lib/reload';
import { useResendCountdown } from './use-resend-countdown';

/** SPEC 2.4 */
export const RESEND_AFTER_S = 30;

export type Step =
  | { kind: 'start' }
  | { kind: 'chooser' }
  | { kind: 'code'; handle: CodeHandle; send: () => Promise<CodeHandle> };

export type Busy = null | 'send' | 'verify' | 'google' | 'resend' | 'redirect' | 'done';

interface Options {
  onSignedIn: (user: MetaverseUser) => void;
  resumeRedirect?: boolean;
  /** What the proven identity is for: signing in (`POST user`) by default, or linking it to the account. */
  useToken?: (token: IdentityToken) => Promise<MetaverseUser>;
}

/** The city login's steps (SPEC 2.4, 4); one request at a time. */
export function useCityLogin({ onSignedIn, resumeRedirect, useToken = loginUser }: Options) {
  const [step, setStep] = useState<Step>({ kind: 'start' });
  const [busy, setBusy] = useState<Busy>(resumeRedirect ? 'redirect' : null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const { remaining, restart } = useResendCountdown();
  const identityRef = useRef<IdentityClient | null>(null);
  const signedIn = useRef(onSignedIn);
  const tokenUse = useRef(useToken);
  useEffect(() => {
    signedIn.current = onSignedIn;
    tokenUse.current = useToken;
  });

  const identity = useCallback(async () => (identityRef.current = await loadIdentity()), []);

  const run = useCallback(async (kind: Exclude<Busy, null>, work: () => Promise<void>) => {
    setBusy(kind);
    setFailure(null);
    try {
      await work();
    } catch (err) {
      if (err instanceof NoUserError) {
        reloadPage();
        return;
      }
      identityRef.current?.reset();
      setFailure(loginFailure(err));
      setBusy(null);
    }
  }, []);

  const finish = useCallback(async (token: IdentityToken) => {
    const user = await tokenUse.current(token);
    setBusy('done');
    signedIn.current(user);
  }, []);

  const startCode = useCallback(
    (send: () => Promise<CodeHandle>) =>
      run('send', async () => {
        const handle = await send();
        setStep({ kind: 'code', handle, send });
        restart(RESEND_AFTER_S);
        setBusy(null);
      }),
    [restart, run],
  );

  const sendPhoneCode = useCallback(
    (phoneNumber: string) => startCode(async () => (await identity()).sendPhoneCode(phoneNumber)),
    [identity, startCode],
  );

  const sendEmailCode = useCallback(
    (account: { email: string; name: string }) =>
      startCode(async () => {
        const client = await identity();
        if (client.google !== 'chooser') throw new Error('The account chooser belongs to the local provider');
        return client.sendEmailCode(account);
      }),
    [identity, startCode],
  );

  const resend = useCallback(() => {
    if (step.kind !== 'code' || remaining > 0) return Promise.resolve();
    const { send } = step;
    return run('resend', async () => {
      const handle = await send();
      setStep({ kind: 'code', handle, send });
      restart(RESEND_AFTER_S);
      setBusy(null);
    });
  }, [remaining, restart, run, step]);

  const confirmCode = useCallback(
    (code: string) => {
      if (step.kind !== 'code') return Promise.resolve();
      const { handle } = step;
      return run('verify', async () => finish(await (await identity()).confirmCode(handle, code)));
    },
    [finish, identity, run, step],
  );

  const google = useCallback(
    () =>
      run('google', async () => {
        const client = await identity();
        if (client.google === 'chooser') {
          setStep({ kind: 'chooser' });
          setBusy(null);
          return;
        }
        const result = await client.signInWithGoogle();
        if (result === CANCELLED) setBusy(null);
        else if (result === REDIRECTING) setBusy('redirect');
        else await finish(result);
      }),
    [finish, identity, run],
  );

  const back = useCallback(() => {
    identityRef.current?.reset();
    setFailure(null);
    setStep({ kind: 'start' });
  }, []);

  useEffect(() => {
    if (!resumeRedirect) return;
    void run('redirect', async () => {
      const client = await identity();
      const token = client.google === 'popup' ? await client.finishRedirect() : null;
      if (token) await finish(token);
      else setBusy(null);
    });
  }, [finish, identity, resumeRedirect, run]);

  // The provider's SDK loads when the dialog opens, so the first step does not wait for it.
  useEffect(() => {
    loadIdentity().then(
      (client) => (identityRef.current = client),
      () => {},
    );
    return () => identityRef.current?.reset();
  }, []);

  return { step, busy, failure, remaining, sendPhoneCode, sendEmailCode, resend, confirmCode, google, back, setFailure };
}
