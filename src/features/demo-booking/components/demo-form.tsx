import { lazy, Suspense, useId, useLayoutEffect, useRef } from 'react';
import { CountryPicker } from '@/components/phone/country-picker';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import { useDemoForm } from '../hooks/use-demo-form';
import { AUTOCOMPLETE, containerClass, DEFAULT_LABELS, formClass, phoneInputClass, wideClass, type DemoLabels } from '../lib/form-layout';
import { PHONE_DIGITS, type DemoField, type DemoValues } from '../lib/validate';
import { FormBanner } from './form-banner';

// Its own chunk, fetched only after a booking the server can schedule.
const MeetingPicker = lazy(() => import('./meeting-picker'));

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
}

/** SPEC 2.4, 5, 7.1. `noValidate`: SPEC 5's banner texts are the feedback, not browser bubbles. */
export default function DemoForm({ labels, submitLabel = 'Submit', labelledBy, label, onDone, autoFocusFirst, initial, focusField, submitOnMount }: DemoFormProps) {
  const form = useDemoForm({ onDone, initial });
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
      <form ref={formRef} noValidate aria-labelledby={labelledBy} aria-label={label} aria-busy={submitting} onSubmit={form.onSubmit} className={formClass}>
        {field('name')}
        {field('companyName')}
        {field('businessEmail', true)}
        <Field look="site" id={id('phone')} label={text.phone} error={mark('phone')}>
          {(wiring) => (
            <div className="mt-1 flex gap-2">
              <CountryPicker value={form.country} onChange={form.setCountry} />
              <input
                {...wiring}
                name="phone"
                type="tel"
                inputMode="numeric"
                pattern="[0-9]*"
                maxLength={PHONE_DIGITS}
                autoComplete={AUTOCOMPLETE.phone}
                value={values.phone}
                onChange={(e) => setField('phone', e.target.value)}
                className={phoneInputClass}
              />
            </div>
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
        {form.booking ? (
          <div className={wideClass}>
            <Suspense fallback={null}>
              <MeetingPicker token={form.booking.handle.token} visitorEmail={form.booking.email} onDone={form.finish} />
            </Suspense>
          </div>
        ) : null}
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
