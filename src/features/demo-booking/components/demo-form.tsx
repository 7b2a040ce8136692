import { useId, useLayoutEffect, useRef } from 'react';
import { PhoneInput } from '@/components/phone/phone-input';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useDemoForm } from '../hooks/use-demo-form';
import { AUTOCOMPLETE, containerClass, DEFAULT_LABELS, formClass, phoneInputClass, wideClass, type DemoLabels } from '../lib/form-layout';
import type { DemoField, DemoValues } from '../lib/validate';
import { sendFormOpen } from '../lib/lead-source';
import { FormBanner } from './form-banner';

export interface DemoFormProps {
  labels?: DemoLabels;
  submitLabel?: string;
  labelledBy?: string;
  label?: string;
  onDone?: () => void;
  autoFocusFirst?: boolean;
  /** Placeholder hand-over: what was typed there, and the field to focus. */
  initial?: Partial<DemoValues>;
  focusField?: DemoField;
  submitOnMount?: boolean;
  /** The call to action in the lead's source (docs/decisions/0043). */
  sourceLabel?: string;
  /** An in-page form: its first focus counts as an opening of the form. */
  countOpenOnFocus?: boolean;
}

/** SPEC 2.4, 5, 7.1. `noValidate`: SPEC 5's banner texts are the feedback, not browser bubbles. */
export default function DemoForm({ labels, submitLabel = 'Submit', labelledBy, label, onDone, autoFocusFirst, initial, focusField, submitOnMount, ...source }: DemoFormProps) {
  const sourceLabel = source.sourceLabel ?? `Inline form: ${label ?? submitLabel}`;
  const form = useDemoForm({ onDone, initial, sourceLabel });
  const opened = useRef(false);
  const countOpen = () => {
    if (opened.current || !source.countOpenOnFocus) return;
    opened.current = true;
    sendFormOpen(sourceLabel);
  };
  const { values, setField, invalid, submitting, sent } = form;
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const text = { ...DEFAULT_LABELS, ...labels };
  const formRef = useRef<HTMLFormElement>(null);

  useLayoutEffect(() => {
    if (submitOnMount) {
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      formRef.current?.requestSubmit();
      return;
    }
    if (!focusField) return;
    const el = formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${focusField}"]`);
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // SPEC's banner names no field: 'Required' when empty, 'Check this' otherwise.
  const mark = (name: DemoField) => (invalid.has(name) ? (values[name].trim() === '' ? 'Required' : 'Check this') : undefined);

  // Type text with the email keyboard: type email has no selection API, and its own check would preempt SPEC's.
  const field = (name: Exclude<DemoField, 'phone' | 'message'>, email = false) => (
    <TextField
      look="site"
      id={id(name)}
      label={text[name]}
      error={mark(name)}
      name={name}
      type="text"
      inputMode={email ? 'email' : undefined}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={(e) => setField(name, e.target.value)}
      data-autofocus={autoFocusFirst && name === 'name' ? '' : undefined}
    />
  );

  return (
    <div className={containerClass}>
      <form ref={formRef} noValidate aria-labelledby={labelledBy} aria-label={label} aria-busy={submitting} onSubmit={form.onSubmit} onFocus={countOpen} className={formClass}>
        {field('name')}
        {field('companyName')}
        {field('businessEmail', true)}
        <Field look="site" id={id('phone')} label={text.phone} error={mark('phone')}>
          {(wiring) => (
            <PhoneInput
              {...wiring}
              country={form.country}
              onCountryChange={form.setCountry}
              name="phone"
              autoComplete={AUTOCOMPLETE.phone}
              value={values.phone}
              onValueChange={(national) => setField('phone', national)}
              className={phoneInputClass}
            />
          )}
        </Field>
        <TextAreaField
          look="site"
          frameClassName={wideClass}
          id={id('message')}
          label={text.message}
          error={mark('message')}
          name="message"
          autoComplete={AUTOCOMPLETE.message}
          value={values.message}
          onChange={(e) => setField('message', e.target.value)}
        />
        {/* Honeypot (docs/decisions/0007): people never see or reach it. */}
        <div aria-hidden="true" className="sr-only">
          <label htmlFor={id('website')}>Website</label>
          <input
            id={id('website')}
            name="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            value={form.website}
            onChange={(e) => form.setWebsite(e.target.value)}
          />
        </div>
        {form.banner ? <FormBanner banner={form.banner} onClose={form.closeBanner} /> : null}
        <div className={wideClass}>
          {/* aria-disabled, not disabled: a disabled button drops keyboard focus out of the dialog. */}
          <button type="submit" className={buttonClass.primary} aria-disabled={submitting || sent || undefined} aria-busy={submitting}>
            {submitLabel}
          </button>
        </div>
      </form>
    </div>
  );
}
