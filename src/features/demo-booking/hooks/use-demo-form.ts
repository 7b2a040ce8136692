import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { countryByCode, DEFAULT_COUNTRY } from '@/components/phone/countries';
import { useHumanCheck } from '@/hooks/use-human-check';
import { bookDemo } from '../api/book-demo';
import { DEMO_TEXT, ERROR_BANNER_MS, phoneDigits, successDelayMs, validateDemo, type DemoField, type DemoValues } from '../lib/validate';

export interface DemoBanner {
  kind: 'error' | 'success';
  title: 'Error' | 'Success';
  text: string;
}

const EMPTY: DemoValues = { name: '', companyName: '', businessEmail: '', phone: '', message: '' };

/** The server drops a form shown over a day ago (docs/decisions/0016): an open form is renewed by the next keystroke. */
const STALE_FORM_MS = 12 * 60 * 60 * 1000;

interface Options {
  onDone?: () => void;
  initial?: Partial<DemoValues>;
}

/** Validates in SPEC 5's order; nothing typed is cleared except by a booking. */
export function useDemoForm({ onDone, initial }: Options = {}) {
  const [values, setValues] = useState<DemoValues>(() => ({ ...EMPTY, ...initial, phone: phoneDigits(initial?.phone ?? '') }));
  const [country, setCountry] = useState<string>(DEFAULT_COUNTRY);
  const [website, setWebsite] = useState('');
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [banner, setBanner] = useState<DemoBanner | null>(null);
  const [invalid, setInvalid] = useState<ReadonlySet<DemoField>>(new Set());
  const [submitting, setSubmitting] = useState(false);
  const [sent, setSent] = useState(false);
  const humanCheck = useHumanCheck();
  // The ref, not the state, is the double-click guard: two clicks in one frame both see the old state.
  const inFlight = useRef(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const doneTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onDoneRef = useRef(onDone);
  useEffect(() => {
    onDoneRef.current = onDone;
  });
  useEffect(
    () => () => {
      clearTimeout(bannerTimer.current);
      clearTimeout(doneTimer.current);
    },
    [],
  );

  const showError = (text: string) => {
    clearTimeout(bannerTimer.current);
    setBanner({ kind: 'error', title: 'Error', text });
    bannerTimer.current = setTimeout(() => setBanner(null), ERROR_BANNER_MS);
  };

  const setField = useCallback((field: DemoField, value: string) => {
    setStartedAt((shownAt) => (Date.now() - shownAt > STALE_FORM_MS ? Date.now() : shownAt));
    setValues((v) => ({ ...v, [field]: field === 'phone' ? phoneDigits(value) : value }));
    setInvalid((s) => {
      if (!s.has(field)) return s;
      const next = new Set(s);
      next.delete(field);
      return next;
    });
  }, []);

  const closeBanner = useCallback(() => {
    clearTimeout(bannerTimer.current);
    setBanner(null);
  }, []);

  const reset = () => {
    setValues(EMPTY);
    setCountry(DEFAULT_COUNTRY);
    setWebsite('');
    setStartedAt(Date.now());
    setInvalid(new Set());
    setBanner(null);
    setSent(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || sent) return;
    const dialCode = countryByCode(country).dialCode;
    const problem = validateDemo(values, dialCode);
    if (problem) {
      setInvalid(new Set(problem.fields));
      showError(problem.message);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    closeBanner();
    // Solved while the visitor typed; a quick submit waits here, in the busy state (docs/decisions/0038).
    const proof = await humanCheck.getProof();
    const outcome = await bookDemo({
      name: values.name.trim(),
      companyName: values.companyName.trim(),
      businessEmail: values.businessEmail.trim(),
      phoneNumber: dialCode + values.phone,
      message: values.message.trim(),
      website,
      startedAt,
      ...(proof !== undefined && { humanCheck: proof }),
    });
    inFlight.current = false;
    setSubmitting(false);
    if (!outcome.ok) {
      showError(outcome.message);
      return;
    }
    setSent(true);
    setBanner({ kind: 'success', title: 'Success', text: DEMO_TEXT.success });
    doneTimer.current = setTimeout(() => {
      reset();
      onDoneRef.current?.();
    }, successDelayMs(window.location.pathname));
  };

  return { values, setField, country, setCountry, website, setWebsite, banner, closeBanner, invalid, submitting, sent, onSubmit };
}

export type DemoFormState = ReturnType<typeof useDemoForm>;
