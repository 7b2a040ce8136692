/**
 * The country button beside a phone number (flag, dial code, chevron). Its own module: a form's placeholder in a
 * page chunk draws a same-sized stand-in from it without loading the picker and its flags.
 */
export const countryButtonClass =
  'flex h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-500 bg-ink px-3 text-white hover:border-accent';
