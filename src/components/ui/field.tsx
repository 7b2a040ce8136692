import { useId, type ReactNode } from 'react';
import { fieldLook, type FieldLook } from './field-look';

export interface FieldWiring {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldFrameProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** role=alert: for a form whose only feedback is that line. */
  alert?: boolean;
  mark?: boolean;
  id?: string;
  look?: FieldLook;
  frameClassName?: string;
  /** Lines outside the frame that describe the control too (a form-level message it caused). */
  describedBy?: string;
  /** Invalid without an error line of its own (the message stands elsewhere). */
  invalid?: boolean;
  /** The hint changes while typing (a password's verdict): read out when it does. */
  liveHint?: boolean;
}

/** The one label/hint/error frame of every field: `children` renders the control with the wiring to spread. */
export function Field({
  label,
  hint,
  error,
  alert,
  mark,
  id,
  look = 'console',
  frameClassName,
  describedBy,
  invalid,
  liveHint,
  children,
}: FieldFrameProps & { children: (wiring: FieldWiring) => ReactNode }) {
  const generated = useId();
  const controlId = id ?? generated;
  const errorId = `${controlId}-error`;
  const hintId = `${controlId}-hint`;
  const hasError = error !== undefined && error !== null && error !== '';
  const ids = [hasError ? errorId : null, hint ? hintId : null, describedBy].filter(Boolean).join(' ') || undefined;
  const styles = fieldLook[look];
  const frame = [styles.frame, frameClassName].filter(Boolean).join(' ') || undefined;
  return (
    <div className={frame}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {mark ? <span aria-hidden="true" className="text-accent"> *</span> : null}
      </label>
      {children({ id: controlId, 'aria-invalid': hasError || invalid ? true : undefined, 'aria-describedby': ids })}
      {hasError ? (
        <p id={errorId} role={alert ? 'alert' : undefined} className={styles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={hintId} className={styles.hint} aria-live={liveHint ? 'polite' : undefined}>
          {hint}
        </p>
      ) : null}
    </div>
  );
}

export function controlClass(look: FieldLook, kind: 'input' | 'textarea' | 'box', extra?: string): string {
  return [fieldLook[look][kind], extra].filter(Boolean).join(' ');
}

export type FieldProps = Omit<FieldFrameProps, 'describedBy' | 'invalid' | 'mark' | 'liveHint'> & { requiredMark?: boolean };

export function splitFieldProps<P extends FieldProps & { required?: boolean; 'aria-describedby'?: string; 'aria-invalid'?: unknown }>(props: P) {
  const {
    label,
    hint,
    error,
    alert,
    id,
    look = 'console',
    frameClassName,
    requiredMark,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
    ...control
  } = props;
  const invalid = ariaInvalid === true || ariaInvalid === 'true';
  const frame: FieldFrameProps = { label, hint, error, alert, id, look, frameClassName, describedBy, invalid, mark: requiredMark ?? props.required };
  return { frame, control, look };
}
