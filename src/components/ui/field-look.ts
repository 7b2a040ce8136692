// Plain strings, so the booking form's placeholder draws the same boxes without React (docs/decisions/0009).
// Red through the box's own aria-invalid: a plain `border-red-400` loses to `border-slate-600` in the built CSS order.
const consoleBox =
  'w-full rounded-lg border border-slate-600 bg-ink-soft px-3 py-2 text-slate-100 placeholder:text-slate-400 focus:border-accent read-only:opacity-90 aria-[invalid=true]:border-red-400';
const siteBox =
  'block h-11 w-full min-w-0 rounded-lg border border-slate-500 bg-ink px-3 text-white placeholder:text-slate-400 focus:border-accent aria-[invalid=true]:border-red-400';

const consoleLook = {
  frame: 'flex min-w-0 flex-col gap-1.5',
  label: 'text-sm font-medium text-slate-200',
  box: consoleBox,
  input: consoleBox,
  textarea: `${consoleBox} min-h-28`,
  error: 'text-sm text-red-300',
  hint: 'text-xs text-slate-400',
};

const siteLook = {
  frame: '',
  label: 'block text-sm font-medium text-slate-200',
  box: siteBox,
  input: `mt-1 ${siteBox}`,
  textarea:
    'mt-1 block h-32 w-full resize-none rounded-lg border border-slate-500 bg-ink px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-accent aria-[invalid=true]:border-red-400',
  error: 'mt-1 text-xs font-semibold text-red-300',
  hint: 'mt-1 text-xs text-slate-400',
};

/** The city-login dialog: the site's boxes, with the console's larger error line. */
const cityLook = { ...siteLook, error: 'mt-1.5 text-sm text-red-300' };

export const fieldLook = { console: consoleLook, site: siteLook, city: cityLook } as const;

export type FieldLook = keyof typeof fieldLook;
