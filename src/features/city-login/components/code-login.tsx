import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import type { DeviceDecision } from '@contract/device-code';
import { UI_TEXT } from '@contract/ui-text';
import type { ApprovedDevice, PendingDevice } from '../api/approve-device-code';
import { CODE_LENGTH, emptyCode, prefill } from '../lib/device-code';
import type { Failure } from '../lib/failure';
import { displayName, useCitySession } from '../use-city-session';
import { CodeBoxes, type CodeBoxesHandle } from './code-boxes';
import { DeviceConfirmation } from './device-confirmation';
import { FailureBanner } from './failure-banner';

const CityLoginDialog = lazy(() => import('./city-login-dialog'));
const loadApprove = () => import('../api/approve-code');
const COULD_NOT_LOAD: Failure = {
  text: UI_TEXT.anErrorOccurred,
  detail: 'The page could not load what sends the code. Check your connection and try again.',
};

const SIGN_IN_FIRST = 'Sign in to Eternity City first. Then you see which screen shows the code and can allow or deny it.';

interface Props {
  initialCode?: string | null;
}

type Outcome =
  | { kind: 'failure'; failure: Failure }
  | { kind: 'success'; device: ApprovedDevice }
  | { kind: 'denied'; device: ApprovedDevice }
  | { kind: 'reported'; device: ApprovedDevice }
  | { kind: 'short' }
  | null;

/** The code and the screen it belongs to, while the person decides. */
interface Question {
  code: string;
  device: PendingDevice;
}

/**
 * /code (SPEC 2.5, 4, 5, 8): Continue (or a full code arriving by link for a signed-in person) looks the code up and
 * names the screen; only Allow signs it in, Deny ends its code (issue 21, docs/decisions/0030). A visitor not signed
 * in signs in first.
 */
export function CodeLogin({ initialCode }: Props) {
  const id = useId();
  const user = useCitySession();
  const [code, setCode] = useState(() => prefill(initialCode ?? null));
  const [busy, setBusy] = useState(false);
  const [deciding, setDeciding] = useState<DeviceDecision | null>(null);
  const [question, setQuestion] = useState<Question | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [signIn, setSignIn] = useState(false);
  const boxes = useRef<CodeBoxesHandle>(null);
  // A whole code that came by link, not yet looked up (the session shows only after hydration, docs/decisions/0026).
  const linked = useRef(code.every(Boolean));

  useEffect(() => {
    // Only when the focus is nowhere yet: a visitor who typed before the app woke keeps it where it is (docs/decisions/
    // 0044), and so does the question a linked code raised if it was quicker than this effect.
    const active = document.activeElement;
    if (!active || active === document.body) boxes.current?.focus();
  }, []);

  const lookUp = async (value: string) => {
    setBusy(true);
    setOutcome(null);
    setQuestion(null);
    let found = false;
    try {
      const result = await (await loadApprove()).lookUpCode(value);
      if (result.ok) {
        found = true;
        setQuestion({ code: value, device: result.device });
      } else {
        setOutcome({ kind: 'failure', failure: result.failure });
      }
    } catch {
      setOutcome({ kind: 'failure', failure: COULD_NOT_LOAD });
    } finally {
      setBusy(false);
      // Continue was disabled while checking, which dropped focus: give it back to the boxes (the question takes it
      // for its heading when it shows).
      if (!found) boxes.current?.focus(0);
    }
  };

  // A link that carries a whole code, opened by someone signed in: the screen is named at once; nothing is approved.
  const signedIn = user !== null;
  useEffect(() => {
    if (!signedIn || !linked.current) return;
    linked.current = false;
    void lookUp(code.join(''));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the code the page opened with
  }, [signedIn]);

  const decide = async (decision: DeviceDecision) => {
    if (!question || deciding) return;
    setDeciding(decision);
    setOutcome(null);
    try {
      const result = await (await loadApprove()).decideCode(question.code, decision);
      if (result.ok) {
        setOutcome({ kind: decision === 'allow' ? 'success' : decision === 'deny' ? 'denied' : 'reported', device: result.device });
        setCode(emptyCode());
      } else {
        setOutcome({ kind: 'failure', failure: result.failure });
      }
    } catch {
      setOutcome({ kind: 'failure', failure: COULD_NOT_LOAD });
    } finally {
      setDeciding(null);
      setQuestion(null);
      boxes.current?.focus(0);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy || question) return;
    linked.current = false;
    const value = code.join('');
    if (value.length < CODE_LENGTH) {
      setOutcome({ kind: 'short' });
      boxes.current?.focus();
      return;
    }
    if (!user) {
      setOutcome(null);
      setSignIn(true);
      return;
    }
    void lookUp(value);
  };

  const change = (next: string[]) => {
    void loadApprove().catch(() => undefined);
    linked.current = false;
    setCode(next);
    // Another code is another question.
    if (next.join('') !== question?.code) setQuestion(null);
    if (outcome?.kind !== 'failure') setOutcome(null);
  };

  const errorId = `${id}-error`;
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 id={`${id}-heading`} className="text-2xl font-bold text-white sm:text-4xl">
        Enter the Code displayed on your screen !
      </h1>
      <p className="mt-4 text-slate-300">
        Your headset, kiosk or TV shows a six-character code. Type it here to sign that screen in to Eternity City.
      </p>
      {user ? (
        <p className="mt-2 text-sm text-slate-300">
          Signed in as <strong className="text-white">{displayName(user)}</strong>
        </p>
      ) : null}
      {/* method="dialog": a submit the app has not seen (before the page's loader runs) goes nowhere, not a reload. */}
      <form method="dialog" noValidate onSubmit={submit} aria-busy={busy} className="mt-8 flex w-full flex-col items-center gap-6">
        <fieldset className="flex flex-col items-center gap-3">
          <legend className="mb-3 text-sm font-medium text-slate-200">Code from your screen</legend>
          <CodeBoxes
            ref={boxes}
            value={code}
            onChange={change}
            readOnly={busy || deciding !== null}
            invalid={outcome?.kind === 'short' || outcome?.kind === 'failure'}
            describedBy={outcome?.kind === 'short' ? errorId : undefined}
          />
        </fieldset>
        {outcome?.kind === 'short' ? (
          <p id={errorId} role="alert" className="text-sm text-red-300">
            {UI_TEXT.otpLength}
          </p>
        ) : null}
        {question ? (
          <DeviceConfirmation
            device={question.device}
            busy={deciding}
            onAllow={() => void decide('allow')}
            onDeny={() => void decide('deny')}
            onReport={() => void decide('report')}
          />
        ) : (
          <button type="submit" className={`${buttonClass.primary} w-full sm:w-auto sm:min-w-48`} disabled={busy}>
            {busy ? 'Checking the code…' : 'Continue'}
          </button>
        )}
      </form>
      <div className="mt-6 w-full text-left">
        {outcome?.kind === 'failure' ? <FailureBanner failure={outcome.failure} /> : null}
        {outcome?.kind === 'success' ? (
          <Banner kind="success">
            <p className="font-semibold">{UI_TEXT.loggedIn}</p>
            <p className="mt-1">
              <strong>{outcome.device.name}</strong>
              {outcome.device.platform ? ` (${outcome.device.platform})` : ''} is now signed in to Eternity City.
            </p>
          </Banner>
        ) : null}
        {outcome?.kind === 'denied' ? (
          <Banner kind="success">
            <p className="font-semibold">Sign-in denied</p>
            <p className="mt-1">
              <strong>{outcome.device.name}</strong>
              {outcome.device.platform ? ` (${outcome.device.platform})` : ''} was not signed in, and its code no longer works.
            </p>
          </Banner>
        ) : null}
        {outcome?.kind === 'reported' ? (
          <Banner kind="success">
            <p className="font-semibold">Sign-in denied and reported</p>
            <p className="mt-1">
              <strong>{outcome.device.name}</strong>
              {outcome.device.platform ? ` (${outcome.device.platform})` : ''} was not signed in and its code no longer
              works. Eternity City's team can see where the request came from. If someone asked you for this code, do not
              send them any other code.
            </p>
          </Banner>
        ) : null}
      </div>
      {signIn ? (
        <Suspense fallback={null}>
          <CityLoginDialog
            intro={SIGN_IN_FIRST}
            onClose={() => setSignIn(false)}
            onSignedIn={() => {
              setSignIn(false);
              void lookUp(code.join(''));
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
