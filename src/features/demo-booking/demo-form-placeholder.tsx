import { useEffect, useId, useRef, type Ref } from 'react';
import { buttonClass } from '@/components/ui/button';
import { PrivacyLine } from './components/privacy-line';
import { BOOK_DEMO_MESSAGE_MAX } from '@contract/book-demo-limits';
import { markPartHydrated } from '@/lib/prerender';
import { containerClass, countryButtonClass, DEFAULT_LABELS, formClass, hintClass, wideClass, inputClass, labelClass, phoneInputClass, textareaClass, type DemoLabels } from './lib/form-layout';
import type { DemoField } from './lib/validate';

interface Props {
  formRef?: Ref<HTMLFormElement>;
  labels?: DemoLabels;
  submitLabel: string;
  labelledBy?: string;
  label?: string;
  onActivate: (submit?: boolean) => void;
  onType?: (field: DemoField, value: string) => void;
  /** A field got the focus; `undefined` when the focus left the form for something else on the page. */
  onFocusField?: (field: DemoField | undefined) => void;
}

const FIELDS: DemoField[] = ['name', 'companyName', 'businessEmail'];

/**
 * Working plain inputs of the form's exact size (lib/form-layout.ts): nothing typed before the form arrives is lost.
 * Prerendered, they work before the app does: uncontrolled, so hydration keeps what they hold (docs/decisions/0044).
 */
export function DemoFormPlaceholder({ formRef, labels, submitLabel, labelledBy, label, onActivate, onType, onFocusField }: Props) {
  const base = useId();
  const text = { ...DEFAULT_LABELS, ...labels };
  const frame = useRef<HTMLDivElement>(null);
  // Hydrated (on the landing, after the page, when its code has come): the page's loader replays a press it held.
  useEffect(() => {
    if (frame.current) markPartHydrated(frame.current);
  }, []);
  return (
    <div ref={frame} className={containerClass}>
      {/* method="dialog": a submit before the app is there (Enter, Submit) goes nowhere; never a GET with the typed data in the URL. */}
      <form
        ref={formRef}
        method="dialog"
        noValidate
        aria-labelledby={labelledBy} aria-label={label}
        aria-busy="true"
        className={formClass}
        onFocus={(e) => {
          onActivate();
          const field: EventTarget = e.target;
          if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) onFocusField?.(field.name as DemoField);
        }}
        onBlur={(e) => {
          // Removed from the page (the real form took over), the field has no next focus: that is not leaving.
          const next = e.relatedTarget;
          if (next && !e.currentTarget.contains(next)) onFocusField?.(undefined);
        }}
        onPointerDown={() => onActivate()}
        onInput={(e) => {
          const field = e.target as HTMLInputElement;
          onType?.(field.name as DemoField, field.value);
        }}
        onSubmit={(e) => {
          e.preventDefault();
          onActivate(true);
        }}
      >
        {FIELDS.map((f) => (
          <div key={f}>
            <label htmlFor={`${base}-${f}`} className={labelClass}>
              {text[f]}
            </label>
            <input id={`${base}-${f}`} name={f} inputMode={f === 'businessEmail' ? 'email' : undefined} className={inputClass} />
          </div>
        ))}
        <div>
          <label htmlFor={`${base}-phone`} className={labelClass}>
            {text.phone}
          </label>
          <div className="mt-1 flex gap-2">
            <span aria-hidden="true" className={countryButtonClass}>
              <span className="h-4 w-6 rounded-sm bg-[radial-gradient(circle,#000080_0_1.5px,transparent_2px),linear-gradient(#f93_33.3%,#fff_33.3%_66.7%,#138808_66.7%)]" />
              <span className="tabular-nums">+91</span>
              <span className="size-4" />
            </span>
            {/* No length cap: a pasted '+91 98765 43210' is trimmed to digits by the form it is handed to. */}
            <input id={`${base}-phone`} name="phone" type="tel" inputMode="tel" className={phoneInputClass} />
          </div>
        </div>
        <div className={wideClass}>
          <label htmlFor={`${base}-message`} className={labelClass}>
            {text.message}
          </label>
          <textarea id={`${base}-message`} name="message" className={textareaClass} />
          <p className={hintClass}>
            <span className="block text-right tabular-nums">0 / {BOOK_DEMO_MESSAGE_MAX.toLocaleString('en-US')}</span>
          </p>
        </div>
        <div className={wideClass}>
          <button type="submit" className={buttonClass.primary}>
            {submitLabel}
          </button>
          <PrivacyLine />
        </div>
      </form>
    </div>
  );
}
