/** The dialog's boxes: as tall as the country button (h-11), so the phone row lines up. */
export const boxClass =
  'block h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-ink px-3 text-white placeholder:text-slate-400 focus:border-accent aria-[invalid=true]:border-red-400';
export const labelClass = 'block text-sm font-medium text-slate-200';
export const fieldErrorClass = 'mt-1.5 text-sm text-red-300';
