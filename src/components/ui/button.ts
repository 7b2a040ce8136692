/** Class strings, so links and buttons can share them. */
export const buttonClass = {
  primary:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-brand px-5 py-2.5 font-semibold text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  secondary:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-slate-500 px-5 py-2.5 font-semibold text-slate-100 transition hover:border-accent hover:text-accent disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  ghost: 'inline-flex items-center gap-2 rounded px-2 py-1 text-slate-200 hover:text-accent',
  /** The confirmed destructive action (a confirmation's Delete). */
  danger:
    'inline-flex items-center justify-center gap-2 rounded-lg bg-red-700 px-5 py-2.5 font-semibold text-white transition hover:bg-red-800 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
  /** What opens such a confirmation: marked as destructive, less loud than the confirmation itself. */
  dangerOutline:
    'inline-flex items-center justify-center gap-2 rounded-lg border border-red-400 px-5 py-2.5 font-semibold text-red-300 transition hover:bg-red-950 hover:text-red-200 disabled:cursor-not-allowed disabled:opacity-60',
} as const;

export const linkClass = {
  inline: 'text-accent underline-offset-2 hover:underline',
  prominent: 'rounded text-accent underline hover:no-underline',
} as const;
