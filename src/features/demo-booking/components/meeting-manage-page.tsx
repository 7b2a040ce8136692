import { isAxiosError } from 'axios';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { errorMessage } from '@/lib/http/errors';
import { SCHEDULING_TEXT } from '@contract/scheduling-text';
import { cancelMeeting, getMeeting, moveMeeting, type Meeting } from '../api/book-meeting';
import { getMoveSlots } from '../api/meeting-slots';
import { meetingWhen, timeZoneName, visitorTimeZone } from '@/components/scheduling/meeting-time';
import { MEETING_TEXT } from '@/components/scheduling/meeting-text';
import { SlotPicker } from '@/components/scheduling/slot-picker';

type View =
  | { kind: 'loading' }
  | { kind: 'invalid' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; meeting: Meeting; note?: string };

/** A link that is used, forged, expired or for a meeting gone: the server says so with a 4xx. */
const isDeadLink = (err: unknown) => {
  const status = isAxiosError(err) ? err.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && status !== 429;
};

interface Props {
  token: string;
  /** After a move the old link stops working; the page carries on with the new one. */
  onTokenChange: (token: string) => void;
  timeZone?: string;
}

/** Issue 22: the visitor sees, moves or cancels their meeting from the invite's link. */
export function MeetingManagePage({ token, onTokenChange, timeZone: givenZone }: Props) {
  const timeZone = givenZone ?? visitorTimeZone();
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [moving, setMoving] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // The token this page already holds the meeting for (a move replaces the URL; nothing to load again).
  const known = useRef<string | null>(null);

  const load = useCallback(() => {
    setView({ kind: 'loading' });
    getMeeting(token).then(
      (meeting) => {
        known.current = meeting.manageToken;
        setView({ kind: 'ready', meeting });
      },
      (err: unknown) => setView(isDeadLink(err) ? { kind: 'invalid' } : { kind: 'failed', message: errorMessage(err) }),
    );
  }, [token]);
  useEffect(() => {
    if (known.current !== token) load();
  }, [token, load]);

  const showNote = (meeting: Meeting, note: string) => {
    setView({ kind: 'ready', meeting, note });
    requestAnimationFrame(() => heading.current?.focus());
  };

  const moveTo = async (start: string) => {
    try {
      const moved = await moveMeeting(token, start);
      known.current = moved.manageToken;
      setMoving(false);
      showNote(moved, SCHEDULING_TEXT.rescheduled);
      onTokenChange(moved.manageToken);
    } catch (err) {
      // A spent link or a meeting cancelled meanwhile is the page's to show; a taken or past time is the picker's.
      const message = errorMessage(err);
      if (message === SCHEDULING_TEXT.linkInvalid) setView({ kind: 'invalid' });
      else if (message === SCHEDULING_TEXT.cancelled) {
        setMoving(false);
        load();
      } else throw err;
    }
  };

  const cancel = async () => {
    if (view.kind !== 'ready') return;
    setCancelling(true);
    setCancelError(null);
    try {
      await cancelMeeting(token);
      setConfirming(false);
      showNote({ ...view.meeting, status: 'cancelled' }, SCHEDULING_TEXT.cancelled);
    } catch (err) {
      setConfirming(false);
      const message = errorMessage(err);
      if (message === SCHEDULING_TEXT.cancelled) load();
      else if (isDeadLink(err)) setView({ kind: 'invalid' });
      else setCancelError(message);
    } finally {
      setCancelling(false);
    }
  };

  return (
    <section className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-16">
      <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-white focus:outline-none">
        Your meeting
      </h1>
      {view.kind === 'loading' ? (
        <p role="status" className="text-slate-300">
          Loading your meeting…
        </p>
      ) : view.kind === 'invalid' ? (
        <Banner kind="error">{SCHEDULING_TEXT.linkInvalid}</Banner>
      ) : view.kind === 'failed' ? (
        <ErrorState message={view.message} onRetry={load} />
      ) : (
        <>
          {view.note ? <Banner kind="success">{view.note}</Banner> : null}
          {view.meeting.status === 'cancelled' && !view.note ? <Banner kind="error">{SCHEDULING_TEXT.cancelled}</Banner> : null}
          <MeetingDetails meeting={view.meeting} timeZone={timeZone} />
          {cancelError ? <ErrorState message={cancelError} /> : null}
          {view.meeting.status === 'booked' && !moving ? (
            <div className="flex flex-wrap gap-3">
              <button type="button" className={buttonClass.primary} onClick={() => setMoving(true)}>
                Reschedule
              </button>
              <button type="button" className={buttonClass.dangerOutline} onClick={() => setConfirming(true)}>
                Cancel meeting
              </button>
            </div>
          ) : null}
          {view.meeting.status === 'booked' && moving ? (
            <SlotPicker
              heading="h2"
              title={MEETING_TEXT.moveTitle}
              load={() => getMoveSlots(token)}
              choose={moveTo}
              confirmLabel={MEETING_TEXT.confirmMove}
              timeZone={timeZone}
              aside={
                <button type="button" className={buttonClass.secondary} onClick={() => setMoving(false)}>
                  Keep this time
                </button>
              }
            />
          ) : null}
        </>
      )}
      {confirming ? (
        <ConfirmDialog
          title="Cancel this meeting?"
          confirmLabel="Cancel meeting"
          busyLabel="Cancelling…"
          cancelLabel="Keep it"
          busy={cancelling}
          onConfirm={() => void cancel()}
          onCancel={() => setConfirming(false)}
        >
          Your rep and you each get a cancellation for your calendars. You can book a new demo from any page.
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

function MeetingDetails({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  const rows: Array<[string, React.ReactNode]> = [
    ['When', <time dateTime={meeting.start}>{meetingWhen(meeting.start, meeting.end, timeZone)}</time>],
    ['Time zone', `${timeZoneName(timeZone, new Date(meeting.start))} (${timeZone})`],
    ['With', meeting.rep.name],
    ['Team', meeting.office.name],
    ['Status', meeting.status === 'booked' ? 'Booked' : 'Cancelled'],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-white/10 bg-white/5 p-5 text-slate-100">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-semibold text-slate-300">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
