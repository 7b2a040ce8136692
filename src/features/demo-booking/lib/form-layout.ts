import { fieldLook } from '@/components/ui/field-look';
import type { DemoField } from './validate';

/**
 * Shared by the booking form (lazy chunk) and its placeholder (page chunk): fixed heights, so the form replaces
 * its placeholder without moving anything on the page (no layout shift).
 */
// Columns follow the space the form has (a container query), not the viewport: one in the modal, two on a page.
export const containerClass = '@container';
export const formClass = 'grid gap-5 text-left @xl:grid-cols-2';
export const wideClass = '@xl:col-span-2';
// The field kit's site look (components/ui/field-look.ts): the form draws its fields with the kit, the placeholder
// with these strings.
export const labelClass = fieldLook.site.label;
export const inputClass = fieldLook.site.input;
export const textareaClass = fieldLook.site.textarea;
/** The phone number beside the country button (no top margin: the row has it). */
export const phoneInputClass = `flex-1 ${fieldLook.site.box}`;
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
