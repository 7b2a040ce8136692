import { useState, type FormEvent } from 'react';
import { NameSchema } from '@contract/common';
import { useRenameCitizen } from './citizen-profile';

/**
 * The citizen's name field and its save, for the account page and the name prompt: checked with the contract's
 * NameSchema first, then `PATCH user {name}`; the stored profile follows (useRenameCitizen).
 */
export function useSaveName(initial: string, onSaved?: () => void) {
  const [name, setName] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const rename = useRenameCitizen();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (rename.isPending) return;
    const checked = NameSchema.safeParse(name);
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Name is required');
      return;
    }
    setError(null);
    rename.mutate({ body: { name: checked.data } }, { onSuccess: () => onSaved?.() });
  };
  return { name, setName, error, submit, rename };
}
