import { useMemo, type ReactNode } from 'react';
import { useCountdown } from './use-countdown';

interface Props {
  label: string;
  target: string;
  units: { days: string; hours: string; minutes: string; seconds: string };
  endedLabel: string;
  endedAction?: ReactNode;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** role="timer" keeps its live region off, so screen readers read it only when visited. */
export function Countdown({ label, target, units, endedLabel, endedAction }: Props) {
  const date = useMemo(() => new Date(target), [target]);
  const left = useCountdown(date);
  const parts = [
    [left.days, units.days],
    [left.hours, units.hours],
    [left.minutes, units.minutes],
    [left.seconds, units.seconds],
  ] as const;
  return (
    <div className="mt-8">
      <p id="countdown-label" className="text-sm font-semibold text-slate-200">
        {label}
      </p>
      {/* Four equal boxes that share the row on a phone; the unit names fit inside them at 375 px (issue 24). */}
      <div role="timer" aria-labelledby="countdown-label" className="mt-3 grid max-w-[22rem] grid-cols-4 gap-2 sm:flex sm:max-w-none sm:gap-3">
        {parts.map(([value, unit]) => (
          <div key={unit} className="min-w-0 rounded-xl border border-white/10 bg-ink-soft px-1 py-2.5 text-center sm:w-20 sm:px-2" data-countdown-box="">
            <span className="block text-2xl font-bold tabular-nums text-white sm:text-3xl" data-unit={unit}>
              {pad(value)}
            </span>
            <span className="inline-block text-[0.6875rem] uppercase tracking-wide text-slate-300 sm:text-xs sm:tracking-wider">{unit}</span>
          </div>
        ))}
      </div>
      {left.ended ? (
        <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm font-semibold text-accent">{endedLabel}</p>
          {endedAction}
        </div>
      ) : null}
    </div>
  );
}
