import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { DateTime } from '@/components/ui/date-time';
import { EmptyState } from '@/components/ui/empty-state';
import { toast } from '@/components/ui/toast';
import { TextAreaField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/http';
import { LEAD_TEXT } from '@contract/lead-pipeline';
import { NOTE_MAX } from '@contract/lead-status';
import type { LeadDetailData } from '../api/get-booked-demo';
import { useAddLeadNote } from '../api/add-lead-note';

export const NO_NOTES = 'No notes yet.';

/** The add-note form above the notes, newest first; a failed call keeps what was typed. */
export function LeadNotes({ id, notes }: { id: string; notes: LeadDetailData['notes'] }) {
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const add = useAddLeadNote();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (add.isPending) return;
    const trimmed = text.trim();
    if (!trimmed) {
      setError(LEAD_TEXT.noteEmpty);
      return;
    }
    setError('');
    add.mutate(
      { params: { id }, body: { text: trimmed } },
      {
        onSuccess: () => {
          setText('');
          toast.success('Note added');
        },
        onError: (err) => setError(errorMessage(err)),
      },
    );
  };

  return (
    <div className="flex flex-col gap-4">
      <form onSubmit={submit} aria-label="Add a note" className="flex flex-col gap-3" noValidate>
        <TextAreaField
          label="New note"
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={NOTE_MAX}
          rows={4}
          error={error}
          alert
          hint={`Up to ${NOTE_MAX} characters. Notes cannot be changed once added.`}
        />
        <button type="submit" className={`${buttonClass.primary} self-start`} aria-disabled={add.isPending} aria-busy={add.isPending}>
          {add.isPending ? 'Adding…' : 'Add note'}
        </button>
      </form>
      {notes.length === 0 ? (
        <EmptyState>{NO_NOTES}</EmptyState>
      ) : (
        <ul aria-label="Notes, newest first" className="flex flex-col gap-3">
          {notes.map((note) => (
            <li key={note.id} className="flex flex-col gap-1 rounded-lg border border-slate-700 px-4 py-3">
              <p className="text-sm text-slate-300">
                {note.author}, <DateTime value={note.createdAt} />
              </p>
              <p className="whitespace-pre-line break-words text-slate-100">{note.text}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
