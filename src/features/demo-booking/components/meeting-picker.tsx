import { useId, useLayoutEffect, useRef, useState } from 'react';
import { buttonClass, linkClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { SCHEDULING_TEXT } from '@contract/scheduling-text';
import { bookMeeting, type Meeting } from '../api/book-meeting';
import { getMeetingSlots } from '../api/meeting-slots';
import { meetingWhen, visitorTimeZone } from '@/components/scheduling/meeting-time';
import { MEETING_TEXT } from '@/components/scheduling/meeting-text';
import { SlotPicker } from '@/components/scheduling/slot-picker';

export interface MeetingPickerProps {
  /** The booking's signed token from `POST meta/book-demo`. */
  token: string;
  visitorEmail: string;
  /** Skip, or Close after booking: the lead stays as it is. */
  onDone: () => void;
  timeZone?: string;
}

/** Issue 22 item 4: after a demo request, a free time with the team that serves the visitor, booked on the spot. */
export default function MeetingPicker({ token, visitorEmail, onDone, timeZone: givenZone }: MeetingPickerProps) {
  const [meeting, setMeeting] = useState<Meeting | null>(null);
  if (meeting) return <BookedMeeting meeting={meeting} visitorEmail={visitorEmail} onDone={onDone} timeZone={givenZone} />;
  return (
    <SlotPicker
      title={MEETING_TEXT.pickTitle}
      load={() => getMeetingSlots(token)}
      choose={async (start) => setMeeting(await bookMeeting(token, start))}
      confirmLabel={MEETING_TEXT.confirm}
      timeZone={givenZone}
      reveal
      aside={
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          {MEETING_TEXT.skip}
        </button>
      }
    />
  );
}

function BookedMeeting({ meeting, visitorEmail, onDone, timeZone }: { meeting: Meeting; visitorEmail: string; onDone: () => void; timeZone?: string }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The picker the focus was in is gone: the confirmation takes it.
  useLayoutEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2 rounded-lg border border-accent/60 bg-accent/10 p-4 text-teal-50">
      <h3 id={headingId} ref={heading} tabIndex={-1} className="text-lg font-bold text-white focus:outline-none">
        {SCHEDULING_TEXT.booked}
      </h3>
      <p>
        <time dateTime={meeting.start}>{meetingWhen(meeting.start, meeting.end, timeZone ?? visitorTimeZone())}</time>
      </p>
      <p>
        With {meeting.rep.name}, {meeting.office.name}
      </p>
      <p>{MEETING_TEXT.inviteOnItsWay(visitorEmail)}</p>
      <div className="flex flex-wrap items-center gap-4">
        <a className={linkClass.prominent} href={paths.meeting(meeting.manageToken)}>
          {MEETING_TEXT.manageLink}
        </a>
        <button type="button" className={buttonClass.secondary} onClick={onDone}>
          Close
        </button>
      </div>
    </section>
  );
}
