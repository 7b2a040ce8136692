import { useCallback, useEffect, useRef } from 'react';
import { createHumanCheck, type ChallengeSource, type HumanCheck } from '@/lib/human-check';

/**
 * The invisible human check for a form (docs/decisions/0038): solving starts when the form mounts; `getProof()` is
 * awaited right before the send and gives the proof to put in its body (undefined: send without one).
 */
export function useHumanCheck(source: ChallengeSource = 'humanCheckChallenge') {
  const check = useRef<HumanCheck | null>(null);
  useEffect(() => {
    const mine = createHumanCheck(source);
    check.current = mine;
    mine.start();
    return () => {
      mine.dispose();
      if (check.current === mine) check.current = null;
    };
  }, [source]);
  const getProof = useCallback(() => (check.current ?? createHumanCheck(source)).getProof(), [source]);
  return { getProof };
}
