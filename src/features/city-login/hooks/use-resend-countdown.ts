import { useCallback, useEffect, useState } from 'react';

/** Counted from the clock, not from ticks, so a throttled background tab still shows the right number. */
export function useResendCountdown(): { remaining: number; restart: (seconds: number) => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const t = Date.now();
      setNow(t);
      if (t >= deadline) {
        clearInterval(timer);
        setDeadline(null);
      }
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback((seconds: number) => {
    const t = Date.now();
    setNow(t);
    setDeadline(t + seconds * 1000);
  }, []);

  return { remaining: deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000)), restart };
}
