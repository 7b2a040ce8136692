import { fieldLook } from '@/components/ui/field-look';
import type { DemoField } from './validate';

// Fixed heights shared with the placeholder: no layout shift. A container query: one column in the modal, two on a page.
export const containerClass = '@container';
export const formClass = 'grid gap-5 text-left @xl:grid-cols-2';
export const wideClass = '@xl:col-span-2';
export const labelClass = fieldLook.site.label;
export const inputClass = fieldLook.site.input;
export const textareaClass = fieldLook.site.textarea;
export const hintClass = fieldLook.site.hint;
export const phoneInputClass = `flex-1 ${fieldLook.site.box}`;
export { countryButtonClass } from '@/components/phone/phone-field-style';

/** SPEC 2.3/3; /vrworld passes its own ('E mail', 'Phone no.'). */
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
  // 'tel', not 'tel-national': an autofilled +44… moves the picker to its country instead of passing for +91.
  phone: 'tel',
  message: 'off',
};

export type DemoLabels = Partial<Record<DemoField, string>>;

// The dialog: the form fills the panel below its title; only the fields scroll, the banner and Submit stay below them.
// The side padding keeps focus rings inside the scrolling box.
export const dialogContainerClass = '@container flex min-h-0 flex-1 flex-col';
export const dialogFormClass = 'flex min-h-0 flex-1 flex-col';
export const dialogBodyClass = '-mx-2 min-h-0 flex-1 overflow-y-auto px-2 pb-4';
export const dialogFooterClass = 'grid shrink-0 gap-3 border-t border-white/10 pt-4';
