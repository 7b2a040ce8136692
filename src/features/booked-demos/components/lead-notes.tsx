import { useState, type FormEvent } from 'react';
import { buttonClass } from '@/components/ui/button';
import { toast } from '@/components/ui/toast';
import { TextAreaField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/http';
import { LEAD_TEXT } from '@contract/lead-pipeline';
import { NOTE_MAX } from '@contract/lead-status';
import { useAddLeadNote } from '../api/add-lead-note';

/** The add-note form above the lead's activity, where the note then shows; a failed call keeps what was typed. */
export function LeadNotes({ id }: { id: string }) {
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
  );
}
