import { useEffect, useState } from 'react';
import { renderClock } from '@/lib/prerender';

export interface TimeLeft {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  ended: boolean;
}

export function timeLeft(target: Date, now: number): TimeLeft {
  const total = Math.max(0, Math.floor((target.getTime() - now) / 1000));
  return {
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
    ended: total === 0,
  };
}

/** The first render uses the render clock, so a prerendered page hydrates with the digits it was built with. */
export function useCountdown(target: Date): TimeLeft {
  const [left, setLeft] = useState(() => timeLeft(target, renderClock()));
  useEffect(() => {
    const tick = () => {
      const next = timeLeft(target, Date.now());
      setLeft(next);
      return next.ended;
    };
    if (tick()) return;
    const timer = window.setInterval(() => {
      if (tick()) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [target]);
  return left;
}
