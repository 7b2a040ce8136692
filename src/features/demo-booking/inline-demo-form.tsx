import { lazy, startTransition, Suspense, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { useNearViewport } from '@/hooks/use-near-viewport';
import { DemoFormPlaceholder } from './demo-form-placeholder';
import type { DemoLabels } from './lib/form-layout';
import type { DemoField, DemoValues } from './lib/validate';

const loadForm = () => import('./components/demo-form');
const DemoForm = lazy(loadForm);

interface Props {
  labels?: DemoLabels;
  submitLabel: string;
  labelledBy?: string;
  label?: string;
  /** The landing keeps it small: `/` has a JS budget. */
  rootMargin?: string;
  /** The form's name in the lead's source (docs/decisions/0043). */
  sourceLabel?: string;
}

const FIELDS: DemoField[] = ['name', 'companyName', 'businessEmail', 'phone', 'message'];

export function InlineDemoForm({ labels, submitLabel, labelledBy, label, rootMargin = '0px 0px 200px 0px', sourceLabel }: Props) {
  const [activated, setActivated] = useState(false);
  const [nearRef, near] = useNearViewport<HTMLFormElement>(rootMargin);
  const wanted = activated || near;
  const placeholder = useRef<HTMLFormElement>(null);
  const submitted = useRef(false);
  // Text typed between the real form's first render and its arrival on screen would otherwise be lost.
  const typed = useRef<Partial<Record<DemoField, string>>>({});
  // The placeholder's field that has the focus now: the real form takes it over, even if the visitor moved on to
  // another field after the form's first render (its focus would otherwise go back, and their typing with it).
  const focused = useRef<DemoField | undefined>(undefined);

  const want = (submit?: boolean) => {
    if (submit) submitted.current = true;
    // A transition keeps the placeholder (its DOM, focus and typed text) on screen until the chunk has arrived.
    startTransition(() => setActivated(true));
  };

  // The placeholder may hydrate after this component's first effects: a callback ref sees it whenever it arrives.
  const placeholderRef = useCallback(
    (node: HTMLFormElement) => {
      placeholder.current = node;
      const stopObserving = nearRef(node);
      return () => {
        placeholder.current = null;
        stopObserving?.();
      };
    },
    [nearRef],
  );

  // Read during the form's first render, while the placeholder is still in the document.
  const handOver = (): HandOver => {
    const form = placeholder.current;
    if (!form) return {};
    const value = (f: DemoField) => typed.current[f] ?? (form.elements.namedItem(f) as HTMLInputElement | null)?.value ?? '';
    return { initial: Object.fromEntries(FIELDS.map((f) => [f, value(f)])), focus: focusedField(form), submit: submitted.current };
  };

  /** The field focused in the placeholder: as its focus events said, or (before it hydrated) as the document says. */
  const focusedField = (form: HTMLFormElement | null): DemoField | undefined => {
    const active = document.activeElement as HTMLInputElement | null;
    if (form && active && form.contains(active)) return FIELDS.find((f) => f === active.name);
    return focused.current;
  };

  const stand = (
    <DemoFormPlaceholder
      formRef={placeholderRef}
      labels={labels}
      submitLabel={submitLabel}
      labelledBy={labelledBy}
      label={label}
      onActivate={want}
      onType={(field, value) => void (typed.current[field] = value)}
      onFocusField={(field) => void (focused.current = field)}
    />
  );
  return (
    <Suspense fallback={stand}>
      {wanted ? (
        <LoadedForm
          labels={labels}
          submitLabel={submitLabel}
          labelledBy={labelledBy}
          label={label}
          sourceLabel={sourceLabel}
          handOver={handOver}
          typed={typed}
          focused={focused}
        />
      ) : (
        stand
      )}
    </Suspense>
  );
}

interface HandOver {
  initial?: Partial<DemoValues>;
  focus?: DemoField;
  submit?: boolean;
}

function LoadedForm({
  handOver,
  typed,
  focused,
  ...props
}: Omit<Props, 'rootMargin'> & {
  handOver: () => HandOver;
  typed: { current: Partial<Record<DemoField, string>> };
  focused: { current: DemoField | undefined };
}) {
  const [{ initial, focus, submit }, setHandOver] = useState(handOver);
  const [version, setVersion] = useState(0);
  // Before the first paint: anything typed, or a field focused, after the values were read (the first render may be
  // long before this commit on a slow phone) restarts the form with the latest text and focus.
  useLayoutEffect(() => {
    const late = FIELDS.some((f) => typed.current[f] !== undefined && typed.current[f] !== (initial?.[f] ?? ''));
    const moved = focused.current !== undefined && focused.current !== focus;
    if (!late && !moved) return;
    setHandOver((h) => ({ ...h, initial: { ...h.initial, ...typed.current }, focus: focused.current ?? h.focus }));
    setVersion((v) => v + 1);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  return <DemoForm key={version} {...props} countOpenOnFocus initial={initial} focusField={focus} submitOnMount={submit} />;
}
