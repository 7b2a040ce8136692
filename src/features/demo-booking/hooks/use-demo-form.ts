import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { countryByCode, DEFAULT_COUNTRY } from '@/components/phone/countries';
import { useHumanCheck } from '@/hooks/use-human-check';
import { phoneBoxValue } from '@/components/phone/phone-input';
import { bookDemo, type BookingHandle } from '../api/book-demo';
import { leadSource } from '../lib/lead-source';
import { INDIA_DIAL_CODE } from '@contract/phone';
import {
  DEMO_TEXT,
  ERROR_BANNER_MS,
  FIELD_TEXT,
  firstProblem,
  validateDemo,
  type DemoField,
  type DemoRule,
  type DemoValues,
  type FieldProblems,
} from '../lib/validate';

/** The rule a field the server refused broke: only these can pass the form's own checks and still be refused. */
const SERVER_RULE: Readonly<Record<DemoField, DemoRule>> = { name: 'empty', companyName: 'empty', businessEmail: 'email', phone: 'phone', message: 'tooLong' };

export interface DemoBanner {
  kind: 'error' | 'success';
  title: 'Error' | 'Success';
  text: string;
}

/** What a closed dialog keeps for its next opening on the same page (docs/decisions/0040). */
export interface DemoDraft {
  values: DemoValues;
  country: string;
  website: string;
  startedAt: number;
  sent: boolean;
}

const EMPTY: DemoValues = { name: '', companyName: '', businessEmail: '', phone: '', message: '' };

/** The server drops a form shown over a day ago (docs/decisions/0016): an open form is renewed by the next keystroke. */
const STALE_FORM_MS = 12 * 60 * 60 * 1000;

/** After this long without a reply the visitor is told the network is slow (the request goes on). */
export const SLOW_SEND_MS = 8000;

interface Options {
  initial?: Partial<DemoValues>;
  /** A closed dialog's draft on this page: everything typed comes back. */
  draft?: DemoDraft;
  /** Every change, so the dialog's provider can keep it; `null`: nothing to keep (booked after the dialog closed). */
  onDraft?: (draft: DemoDraft | null) => void;
  /** After a failed check: the first failing field, in screen order. */
  onInvalid?: (field: DemoField) => void;
  /** The call to action that opened the form, for the lead's source (docs/decisions/0043). */
  sourceLabel?: string;
  /** The phone country to start with (ISO 3166), over the draft's: an office's card opens the form for its country. */
  country?: string;
}

/** Validates in SPEC 5's order; nothing typed is cleared except by `reset` (after a booking, when the visitor is done). */
export function useDemoForm({ initial, draft, onDraft, onInvalid, sourceLabel = '', country: startCountry }: Options = {}) {
  // What a placeholder took before the form loaded goes through the box's own normalising.
  const [first] = useState(() => phoneBoxValue(initial?.phone ?? '', DEFAULT_COUNTRY));
  const [values, setValues] = useState<DemoValues>(() => draft?.values ?? { ...EMPTY, ...initial, phone: first.national });
  const [country, setCountry] = useState<string>(() => (startCountry && countryByCode(startCountry).code === startCountry ? startCountry : (draft?.country ?? first.country)));
  const [website, setWebsite] = useState(draft?.website ?? '');
  const [startedAt, setStartedAt] = useState(() => draft?.startedAt ?? Date.now());
  const [banner, setBanner] = useState<DemoBanner | null>(null);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [submitting, setSubmitting] = useState(false);
  const [slow, setSlow] = useState(false);
  const [sent, setSent] = useState(draft?.sent ?? false);
  const [booked, setBooked] = useState<BookingHandle | null>(null);
  const humanCheck = useHumanCheck();
  // The ref, not the state, is the double-click guard: two clicks in one frame both see the old state.
  const inFlight = useRef(false);
  const bannerTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const slowTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callbacks = useRef({ onDraft, onInvalid });
  const mounted = useRef(true);
  useEffect(() => {
    callbacks.current = { onDraft, onInvalid };
  });
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(bannerTimer.current);
      clearTimeout(slowTimer.current);
    };
  }, []);
  useEffect(() => {
    callbacks.current.onDraft?.({ values, country, website, startedAt, sent });
  }, [values, country, website, startedAt, sent]);

  const showError = (text: string) => {
    clearTimeout(bannerTimer.current);
    setBanner({ kind: 'error', title: 'Error', text });
    bannerTimer.current = setTimeout(() => setBanner(null), ERROR_BANNER_MS);
  };

  const setField = useCallback((field: DemoField, value: string) => {
    setStartedAt((shownAt) => (Date.now() - shownAt > STALE_FORM_MS ? Date.now() : shownAt));
    setValues((v) => ({ ...v, [field]: value }));
    setProblems((p) => {
      if (!p[field]) return p;
      const { [field]: _, ...rest } = p;
      return rest;
    });
  }, []);

  const closeBanner = useCallback(() => {
    clearTimeout(bannerTimer.current);
    setBanner(null);
  }, []);

  /** A fresh form: after a booking, once the visitor is done with it. */
  const reset = useCallback(() => {
    clearTimeout(bannerTimer.current);
    setValues(EMPTY);
    setCountry(DEFAULT_COUNTRY);
    setWebsite('');
    setStartedAt(Date.now());
    setProblems({});
    setBanner(null);
    setSent(false);
    setBooked(null);
  }, []);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current || sent) return;
    const problem = validateDemo(values, country);
    if (problem) {
      setProblems(problem.problems);
      showError(problem.message);
      const first = firstProblem(problem.problems);
      if (first) callbacks.current.onInvalid?.(first);
      return;
    }
    inFlight.current = true;
    setSubmitting(true);
    setProblems({});
    closeBanner();
    slowTimer.current = setTimeout(() => setSlow(true), SLOW_SEND_MS);
    const dialCode = countryByCode(country).dialCode;
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
      source: leadSource(sourceLabel),
      ...(proof !== undefined && { humanCheck: proof }),
    });
    clearTimeout(slowTimer.current);
    inFlight.current = false;
    // Closed while sending: a booking that went through must not come back filled in (and be sent twice).
    if (!mounted.current && outcome.ok) callbacks.current.onDraft?.(null);
    // No return when not mounted: a form a Suspense boundary hid meanwhile (its effects cleaned up) shows the outcome
    // when it is back, instead of 'Sending…' for good; a form that is gone ignores these updates.
    setSubmitting(false);
    setSlow(false);
    if (!outcome.ok) {
      showError(outcome.message);
      // The server refused one field (a phone number its plan does not allow): it is marked like the form's own checks.
      const { field } = outcome;
      if (field) {
        const india = countryByCode(country).dialCode === INDIA_DIAL_CODE;
        const text = field === 'phone' ? (india ? FIELD_TEXT.phone : FIELD_TEXT.phoneOther) : outcome.message;
        setProblems({ [field]: { rule: SERVER_RULE[field], text } });
        callbacks.current.onInvalid?.(field);
      }
      return;
    }
    setSent(true);
    setBooked(outcome.booking ?? null);
    setBanner({ kind: 'success', title: 'Success', text: DEMO_TEXT.success });
  };

  return {
    values,
    setField,
    country,
    setCountry,
    website,
    setWebsite,
    banner,
    closeBanner,
    problems,
    submitting,
    slow,
    sent,
    booked,
    reset,
    onSubmit,
  };
}

export type DemoFormState = ReturnType<typeof useDemoForm>;
