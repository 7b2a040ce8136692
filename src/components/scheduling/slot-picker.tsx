import { isAxiosError } from 'axios';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Tabs } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/http/errors';
import { prefersReducedMotion } from '@/lib/reduced-motion';
import { SCHEDULING_TEXT } from '@contract/scheduling-text';
import type { ReplyOf } from '@contract/endpoints';
import { groupByDay, timeLabel, timeZoneName, visitorTimeZone, dayLabel } from './meeting-time';
import { MEETING_TEXT, withTeam } from './meeting-text';

type SlotsReply = ReplyOf<'meetingSlots'>;
type Load = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; reply: SlotsReply };

interface Props {
  title: string;
  /** The free times; called again after a time was taken by someone else. */
  load: () => Promise<SlotsReply>;
  /** Books the chosen start; a rejection with 409 means someone was faster. */
  choose: (start: string) => Promise<void>;
  confirmLabel: string;
  /** The visitor's own zone unless given (tests, or a visitor who wants another); 'office': the serving office's (sales). */
  timeZone?: string | 'office';
  /** Said when no time is free (the visitor is told they will be emailed; sales is not). */
  emptyText?: string;
  heading?: 'h2' | 'h3';
  /** Shown beside Confirm (Skip, Back). */
  aside?: ReactNode;
  /**
   * Brought into view, its heading focused, once its times are there: after a booking it appears below a long form
   * (in the dialog, below the fold of the dialog's own scroll), where nobody would know to look.
   */
  reveal?: boolean;
}

/** Free 30-minute times grouped by the visitor's days; one radio group per day, so arrow keys move between times. */
export function SlotPicker(props: Props) {
  const { title, load, choose, confirmLabel, timeZone: givenZone, emptyText = MEETING_TEXT.empty, heading: Heading = 'h3', aside, reveal = false } = props;
  const headingId = useId();
  const [state, setState] = useState<Load>({ status: 'loading' });
  const officeZone = state.status === 'ready' ? state.reply.office.timeZone : undefined;
  // Times are only shown once loaded, so the office's zone is there when they are.
  const timeZone = givenZone === 'office' ? (officeZone ?? 'UTC') : (givenZone ?? visitorTimeZone());
  const [version, setVersion] = useState(0);
  const [chosen, setChosen] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const loadRef = useRef(load);
  useEffect(() => {
    loadRef.current = load;
  });

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setChosen(null);
    loadRef.current().then(
      (reply) => {
        setState({ status: 'ready', reply });
        setVersion((v) => v + 1);
      },
      (err: unknown) => setState({ status: 'error', message: isAxiosError(err) && err.response ? errorMessage(err) : MEETING_TEXT.loadFailed }),
    );
  }, []);
  useEffect(reload, [reload]);

  const section = useRef<HTMLElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const revealed = useRef(false);
  const settled = state.status !== 'loading';
  useEffect(() => {
    if (!reveal || !settled || revealed.current) return;
    revealed.current = true;
    if (section.current) bringToTop(section.current);
    headingRef.current?.focus({ preventScroll: true });
  }, [reveal, settled]);

  const confirm = async () => {
    if (busy) return;
    if (!chosen) {
      setNotice(MEETING_TEXT.chooseFirst);
      return;
    }
    setBusy(true);
    setNotice(null);
    try {
      await choose(chosen);
    } catch (err) {
      const status = isAxiosError(err) ? err.response?.status : undefined;
      const message = errorMessage(err);
      // Someone was faster, or the time has passed: say so and offer what is free now. Anything else (a spent link)
      // is said as the server says it.
      const stale = message === SCHEDULING_TEXT.taken || message === SCHEDULING_TEXT.slotInvalid;
      const known = (Object.values(SCHEDULING_TEXT) as string[]).includes(message);
      if (stale || (status === 409 && !known)) {
        setNotice(message === SCHEDULING_TEXT.slotInvalid ? message : SCHEDULING_TEXT.taken);
        reload();
      } else {
        setNotice(message);
      }
    } finally {
      setBusy(false);
    }
  };

  // The office's zone is known once its times are: no zone line until then.
  const zoneLine = givenZone !== 'office' || officeZone ? `Times in ${timeZoneName(timeZone)} (${timeZone})` : null;
  return (
    <section ref={section} aria-labelledby={headingId} className="flex scroll-mt-2 flex-col gap-3">
      <Heading id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-bold text-white focus:outline-none">
        {title}
      </Heading>
      {state.status === 'ready' ? <p className="text-slate-200">{withTeam(state.reply.office.name)}</p> : null}
      {zoneLine ? <p className="text-sm text-slate-300">{zoneLine}</p> : null}
      {notice ? (
        <p role="alert" className="rounded-lg border border-amber-400/70 bg-amber-500/10 px-3 py-2 text-sm text-amber-100">
          {notice}
        </p>
      ) : null}
      {state.status === 'loading' ? (
        <p role="status" className="text-slate-300">
          {MEETING_TEXT.loading}
        </p>
      ) : state.status === 'error' ? (
        <ErrorState message={state.message} onRetry={reload} />
      ) : state.reply.slots.length === 0 ? (
        <p role="status" className="text-slate-200">
          {emptyText}
        </p>
      ) : (
        <Tabs
          key={version}
          label="Days"
          tabs={groupByDay(state.reply.slots, timeZone).map((day) => ({
            id: day.key,
            label: day.label,
            panel: (
              <fieldset>
                <legend className="mb-2 text-sm font-semibold text-slate-200">{dayLabel(day.slots[0]!.start, timeZone, 'long')}</legend>
                <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {day.slots.map((slot) => (
                    // `relative`: the visually hidden radio is placed inside its own label. Placed by the dialog
                    // instead, focusing it scrolled the whole dialog and took its title and Close out of view.
                    <label
                      key={slot.start}
                      className="relative flex min-h-11 cursor-pointer items-center justify-center rounded-lg border border-slate-500 px-2 py-2 text-sm font-semibold text-slate-100 has-[:checked]:border-accent has-[:checked]:bg-accent/20 has-[:checked]:text-white has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
                    >
                      <input
                        type="radio"
                        name={`${headingId}-slot`}
                        value={slot.start}
                        checked={chosen === slot.start}
                        onChange={() => {
                          setChosen(slot.start);
                          setNotice(null);
                        }}
                        className="sr-only"
                      />
                      <time dateTime={slot.start}>{timeLabel(slot.start, timeZone)}</time>
                    </label>
                  ))}
                </div>
              </fieldset>
            ),
          }))}
        />
      )}
      <div className="flex flex-wrap gap-3">
        {state.status === 'ready' && state.reply.slots.length > 0 ? (
          <button type="button" className={buttonClass.primary} onClick={() => void confirm()} aria-disabled={busy || undefined} aria-busy={busy}>
            {busy ? 'Booking…' : confirmLabel}
          </button>
        ) : null}
        {aside}
      </div>
    </section>
  );
}

/**
 * Scrolls only the nearest scrolling box (the dialog's body, else the page) so `el` starts at its top: scrollIntoView
 * would also scroll the dialog itself and take its title and Close out of view.
 */
function bringToTop(el: HTMLElement) {
  const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
  for (let box = el.parentElement; box; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if ((overflowY === 'auto' || overflowY === 'scroll') && box.scrollHeight > box.clientHeight) {
      box.scrollBy?.({ top: el.getBoundingClientRect().top - box.getBoundingClientRect().top - 8, behavior });
      return;
    }
  }
  el.scrollIntoView?.({ block: 'start', behavior });
}
