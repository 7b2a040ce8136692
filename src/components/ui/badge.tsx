import type { ReactNode } from 'react';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

const TONES: Record<BadgeTone, string> = {
  neutral: 'border-slate-500 text-slate-200',
  info: 'border-brand-light/70 text-indigo-100',
  success: 'border-accent/70 text-teal-100',
  warning: 'border-amber-400/70 text-amber-200',
  danger: 'border-red-400/70 text-red-200',
};

/** The text carries the meaning, the colour only repeats it. */
export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return <span className={`inline-block whitespace-nowrap rounded-full border px-2 py-0.5 text-xs ${TONES[tone]}`}>{children}</span>;
}
