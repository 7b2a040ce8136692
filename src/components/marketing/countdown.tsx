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

/**
 * One quiet row under the hero's action (issue 37 item 4). role="timer" keeps its live region off, so screen readers
 * read it only when visited.
 */
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
    <div className="mt-8 flex flex-wrap items-center gap-x-4 gap-y-2 border-t border-white/10 pt-5 text-sm">
      <p id="countdown-label" className="font-semibold text-slate-200">
        {label}
      </p>
      <div role="timer" aria-labelledby="countdown-label" className="flex gap-3 text-slate-300">
        {parts.map(([value, unit]) => (
          <span key={unit} data-countdown-box="">
            <span className="font-semibold tabular-nums text-white" data-unit={unit}>
              {pad(value)}
            </span>
            <span className="ml-1 text-xs uppercase tracking-wide">{unit}</span>
          </span>
        ))}
      </div>
      {left.ended ? (
        <div className="flex basis-full flex-wrap items-center gap-x-4 gap-y-2">
          <p className="font-semibold text-accent">{endedLabel}</p>
          {endedAction}
        </div>
      ) : null}
    </div>
  );
}
