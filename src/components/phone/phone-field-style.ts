/** Its own module: a page-chunk placeholder draws a same-sized stand-in without loading the picker and its flags. */
export const countryButtonClass =
  'flex h-11 shrink-0 items-center gap-2 rounded-lg border border-slate-500 bg-ink px-3 text-white hover:border-accent';
