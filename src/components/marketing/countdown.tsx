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
      <div role="timer" aria-labelledby="countdown-label" className="mt-3 flex gap-3">
        {parts.map(([value, unit]) => (
          <div key={unit} className="w-[4.5rem] rounded-xl border border-white/10 bg-ink-soft px-2 py-2.5 text-center sm:w-20">
            <span className="block text-2xl font-bold tabular-nums text-white sm:text-3xl" data-unit={unit}>
              {pad(value)}
            </span>
            <span className="text-xs uppercase tracking-wider text-slate-300">{unit}</span>
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
