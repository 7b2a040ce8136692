import { lazy, Suspense, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { PhoneInput } from '@/components/phone/phone-input';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { TextAreaField, TextField } from '@/components/ui/text-field';
import type { BookingHandle } from '../api/book-demo';
import { useDemoForm, type DemoDraft } from '../hooks/use-demo-form';
import {
  AUTOCOMPLETE,
  containerClass,
  DEFAULT_LABELS,
  dialogBodyClass,
  dialogContainerClass,
  dialogFooterClass,
  dialogFormClass,
  formClass,
  phoneInputClass,
  wideClass,
  type DemoLabels,
} from '../lib/form-layout';
import { sendFormOpen } from '../lib/lead-source';
import { FIELD_TEXT, messageTooLong, type DemoField, type DemoValues } from '../lib/validate';
import { FormBanner } from './form-banner';
import { MessageCounter, MessageLimitAnnouncer } from './message-counter';
import { PrivacyLine } from './privacy-line';

export const SENDING_TEXT = 'Sending…';
export const SLOW_TEXT = 'Still sending — slow connection. Everything you typed is kept.';
export const BOOK_ANOTHER_TEXT = 'Book another demo';

// Its own chunk, fetched only after a booking the server can schedule.
const MeetingPicker = lazy(() => import('./meeting-picker'));

export interface DemoFormProps {
  labels?: DemoLabels;
  submitLabel?: string;
  labelledBy?: string;
  label?: string;
  autoFocusFirst?: boolean;
  /** `dialog`: only the fields scroll, the banner and Submit stay in view below them (docs/decisions/0040). */
  layout?: 'page' | 'dialog';
  /** The dialog's lead text, scrolled with the fields. */
  lead?: ReactNode;
  /** Shown below the success banner (the meeting-slot picker); `booked` when the server schedules meetings. */
  afterSuccess?: (booked: BookingHandle | null) => ReactNode;
  /** The meeting picker's Skip or Close (the dialog closes; a form in a page starts afresh). */
  onFinish?: () => void;
  /** Placeholder hand-over: what was typed there, and the field to focus. */
  initial?: Partial<DemoValues>;
  focusField?: DemoField;
  submitOnMount?: boolean;
  /** The dialog's kept draft for this page, and where each change goes. */
  draft?: DemoDraft;
  onDraft?: (draft: DemoDraft | null) => void;
  /** The call to action in the lead's source (docs/decisions/0043). */
  sourceLabel?: string;
  /** An in-page form: its first focus counts as an opening of the form. */
  countOpenOnFocus?: boolean;
  /** The phone country to start with, over the draft's (ISO 3166). */
  country?: string;
}

/** SPEC 2.4, 5, 7.1. `noValidate`: SPEC 5's banner texts and each field's own line are the feedback, not bubbles. */
export default function DemoForm({
  labels,
  submitLabel = 'Submit',
  labelledBy,
  label,
  autoFocusFirst,
  layout = 'page',
  lead,
  afterSuccess,
  onFinish,
  initial,
  focusField,
  submitOnMount,
  draft,
  onDraft,
  country,
  ...source
}: DemoFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const control = (name: DemoField) => formRef.current?.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  const sourceLabel = source.sourceLabel ?? `Inline form: ${label ?? submitLabel}`;
  const form = useDemoForm({ initial, draft, onDraft, country, onInvalid: (name) => control(name)?.focus(), sourceLabel });
  const opened = useRef(false);
  const countOpen = () => {
    if (opened.current || !source.countOpenOnFocus) return;
    opened.current = true;
    sendFormOpen(sourceLabel);
  };
  const { values, setField, problems, submitting, sent } = form;
  const base = useId();
  const id = (field: string) => `${base}-${field}`;
  const text = { ...DEFAULT_LABELS, ...labels };
  const inDialog = layout === 'dialog';

  // Once per form, not once per mount: a Suspense boundary that hides and shows the form again re-runs this effect.
  const autoSubmitted = useRef(false);
  useLayoutEffect(() => {
    if (submitOnMount) {
      if (autoSubmitted.current) return;
      formRef.current?.querySelector<HTMLButtonElement>('button[type="submit"]')?.focus();
      // A frame later, and not at all if this form is replaced first: the placeholder's hand-over restarts the form
      // (a new key) when text arrived after it read the values, and only the form with the latest text may send.
      const frame = requestAnimationFrame(() => {
        autoSubmitted.current = true;
        formRef.current?.requestSubmit();
      });
      return () => cancelAnimationFrame(frame);
    }
    if (!focusField) return;
    const el = control(focusField);
    el?.focus();
    el?.setSelectionRange(el.value.length, el.value.length);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const bookAnother = () => {
    form.reset();
    control('name')?.focus();
  };

  // Type text with the email keyboard: type email has no selection API, and its own check would preempt SPEC's.
  const field = (name: Exclude<DemoField, 'phone' | 'message'>, email = false) => (
    <TextField
      look="site"
      id={id(name)}
      label={text[name]}
      error={problems[name]?.text}
      name={name}
      type="text"
      inputMode={email ? 'email' : undefined}
      autoComplete={AUTOCOMPLETE[name]}
      value={values[name]}
      onChange={(e) => setField(name, e.target.value)}
      data-autofocus={autoFocusFirst && name === 'name' ? '' : undefined}
    />
  );

  const fields = (
    <>
      {field('name')}
      {field('companyName')}
      {field('businessEmail', true)}
      <Field look="site" id={id('phone')} label={text.phone} error={problems.phone?.text}>
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
      {/* No maxLength: a paste over the limit is kept whole and flagged, never cut without a word. */}
      <TextAreaField
        look="site"
        frameClassName={wideClass}
        id={id('message')}
        label={text.message}
        error={problems.message?.text ?? (messageTooLong(values.message) ? FIELD_TEXT.messageTooLong : undefined)}
        hint={<MessageCounter length={values.message.length} />}
        name="message"
        autoComplete={AUTOCOMPLETE.message}
        value={values.message}
        onChange={(e) => setField('message', e.target.value)}
      />
      <MessageLimitAnnouncer length={values.message.length} />
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
    </>
  );

  const banner = form.banner ? <FormBanner banner={form.banner} onClose={form.closeBanner} /> : null;
  const finish = () => {
    if (!onFinish) return bookAnother();
    form.reset();
    onFinish();
  };
  // A server that schedules meetings answered with a booking: its free times follow the banner (docs/decisions/0042).
  const picker = form.booked ? (
    <Suspense fallback={null}>
      <MeetingPicker token={form.booked.token} visitorEmail={values.businessEmail.trim()} onDone={finish} />
    </Suspense>
  ) : null;
  const after = afterSuccess ? afterSuccess(form.booked) : picker;
  const more = sent && after ? <div className={wideClass}>{after}</div> : null;
  const submit = (
    <div className={wideClass}>
      <div className="flex flex-wrap items-center gap-x-5 gap-y-2">
        {/* aria-disabled, not disabled: a disabled button drops keyboard focus out of the dialog. */}
        <button type="submit" className={buttonClass.primary} aria-disabled={submitting || sent || undefined} aria-busy={submitting}>
          {submitting ? SENDING_TEXT : submitLabel}
        </button>
        {/* In a page the visitor decides when the form is fresh again; the dialog resets when it closes. */}
        {sent && !inDialog ? (
          <button type="button" onClick={bookAnother} className="min-h-6 font-semibold text-accent underline hover:text-white">
            {BOOK_ANOTHER_TEXT}
          </button>
        ) : null}
      </div>
      <p aria-live="polite" className="text-sm text-slate-300">
        {form.slow ? SLOW_TEXT : ''}
      </p>
      <PrivacyLine />
    </div>
  );

  const formProps = {
    ref: formRef,
    noValidate: true,
    'aria-labelledby': labelledBy,
    'aria-label': label,
    'aria-busy': submitting,
    onSubmit: form.onSubmit,
    onFocus: countOpen,
  };

  if (inDialog) {
    return (
      <div className={dialogContainerClass}>
        <form {...formProps} className={dialogFormClass}>
          <div className={dialogBodyClass}>
            {lead}
            <div className={formClass}>{fields}</div>
            {more}
          </div>
          <div className={dialogFooterClass}>
            {banner}
            {submit}
          </div>
        </form>
      </div>
    );
  }
  return (
    <div className={containerClass}>
      <form {...formProps} className={formClass}>
        {fields}
        {banner}
        {more}
        {submit}
      </form>
    </div>
  );
}
