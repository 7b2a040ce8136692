import type { DemoField } from './validate';

/**
 * Shared by the booking form (lazy chunk) and its placeholder (page chunk): fixed heights, so the form replaces
 * its placeholder without moving anything on the page (no layout shift).
 */
// Columns follow the space the form has (a container query), not the viewport: one in the modal, two on a page.
export const containerClass = '@container';
export const formClass = 'grid gap-5 text-left @xl:grid-cols-2';
export const wideClass = '@xl:col-span-2';
export const labelClass = 'block text-sm font-medium text-slate-200';
const boxClass =
  'block h-11 w-full rounded-lg border border-slate-500 bg-ink px-3 text-white placeholder:text-slate-400 focus:border-accent aria-[invalid=true]:border-red-400';
export const inputClass = `mt-1 ${boxClass}`;
/** The phone number beside the country button (no top margin: the row has it). */
export const phoneInputClass = `min-w-0 flex-1 ${boxClass}`;
export const textareaClass =
  'mt-1 block h-32 w-full resize-none rounded-lg border border-slate-500 bg-ink px-3 py-2.5 text-white placeholder:text-slate-400 focus:border-accent aria-[invalid=true]:border-red-400';
export { countryButtonClass } from '@/components/phone/phone-field-style';

/** The visible labels (SPEC 2.3/3); /vrworld passes its own ('E mail', 'Phone no.'). */
export const DEFAULT_LABELS: Record<DemoField, string> = {
  name: 'Name',
  companyName: 'Company name',
  businessEmail: 'Business email',
  phone: 'Phone',
  message: 'Message',
};

export const AUTOCOMPLETE: Record<DemoField, string> = {
  name: 'name',
  companyName: 'organization',
  businessEmail: 'email',
  phone: 'tel-national',
  message: 'off',
};

export type DemoLabels = Partial<Record<DemoField, string>>;
