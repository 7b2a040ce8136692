import { useRef, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { formatDateTime } from '@/lib/format';
import { SlotPicker } from '@/components/scheduling/slot-picker';
import { useBookLeadMeeting, useLeadSlotsLoader } from '../api/book-lead-meeting';

export const BOOK_MEETING_TEXT = {
  open: 'Book meeting',
  title: 'Book a meeting',
  confirm: 'Book this time',
  cancel: 'Cancel',
  empty: 'No free times in the next two weeks.',
  // The office's time with its zone named (the meetings list below reads in the browser's), in the consoles' format.
  booked: (when: string, office: string, rep: string) => `Meeting booked for ${when} with ${rep} (${office}). Both sides get an invite.`,
} as const;

/**
 * A time agreed with the lead on the phone, picked from the serving office's free times and shown in that office's
 * zone; the invites go out as if the visitor had booked it. `onBooked` runs once the lead has reloaded.
 */
export function LeadBookMeeting({ id, onBooked }: { id: string; onBooked: () => void }) {
  const [open, setOpen] = useState(false);
  // Cancel hands the focus back to the button that opened the picker.
  const refocus = useRef(false);
  const load = useLeadSlotsLoader(id);
  const book = useBookLeadMeeting();
  if (!open) {
    return (
      <button
        type="button"
        ref={(el) => {
          if (el && refocus.current) el.focus();
          refocus.current = false;
        }}
        className={`${buttonClass.primary} self-start`}
        onClick={() => setOpen(true)}
      >
        {BOOK_MEETING_TEXT.open}
      </button>
    );
  }
  return (
    <div className="rounded-lg border border-slate-700 p-4">
      <SlotPicker
        title={BOOK_MEETING_TEXT.title}
        load={load}
        choose={async (start) => {
          const meeting = await book.mutateAsync({ params: { id }, body: { start } });
          const when = formatDateTime(meeting.start, { zone: true, timeZone: meeting.office.timeZone });
          toast.success(BOOK_MEETING_TEXT.booked(when, meeting.office.name, meeting.rep.name));
          onBooked();
        }}
        confirmLabel={BOOK_MEETING_TEXT.confirm}
        timeZone="office"
        emptyText={BOOK_MEETING_TEXT.empty}
        reveal
        aside={
          <button type="button" className={buttonClass.secondary} onClick={() => {
            refocus.current = true;
            setOpen(false);
          }}>
            {BOOK_MEETING_TEXT.cancel}
          </button>
        }
      />
    </div>
  );
}
