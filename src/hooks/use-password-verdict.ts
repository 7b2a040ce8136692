import { useEffect, useMemo, useState } from 'react';
import { loadPasswordVerdict, type PasswordOwner, type PasswordVerdict } from '@/lib/load-password-verdict';

/**
 * Why the password typed so far would be refused (the server's own sentence, docs/decisions/0034), or undefined:
 * when it is fine, empty, or the verdict's chunk is not there yet (the server still decides). Loads that chunk only
 * when `owner` is given.
 */
export function usePasswordVerdict(password: string, owner: PasswordOwner | undefined): string | undefined {
  const [verdict, setVerdict] = useState<{ judge: PasswordVerdict }>();
  const enabled = owner !== undefined;
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    loadPasswordVerdict().then(
      (judge) => live && setVerdict({ judge }),
      () => {}, // offline or a new deployment: the server's answer on submit still says why
    );
    return () => {
      live = false;
    };
  }, [enabled]);
  const email = owner?.email;
  const name = owner?.name;
  return useMemo(
    () => (verdict && enabled && password ? verdict.judge(password, { email, name }) : undefined),
    [verdict, enabled, password, email, name],
  );
}
