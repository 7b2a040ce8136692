import { useEffect, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { Loading } from '@/components/ui/loading';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/http';
import type { Profile } from '../api/get-profile';

export const NOT_AVAILABLE = 'Not Available';

type State = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; profile: Profile };

function formatDate(value: string | undefined): string {
  if (!value) return NOT_AVAILABLE;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : date.toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
}

/** Read-only profile fields, loaded once; 'Not Available' stands in for anything missing. */
export function BasicDetails({ load }: { load: () => Promise<Profile> }) {
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    load().then(
      (profile) => active && setState({ status: 'ready', profile }),
      (err: unknown) => active && setState({ status: 'error', message: errorMessage(err) }),
    );
    return () => {
      active = false;
    };
  }, [load]);

  if (state.status === 'loading') return <Loading label="Loading account details…" />;
  if (state.status === 'error') return <Banner kind="error">{state.message}</Banner>;

  const { profile } = state;
  const fields = [
    { label: 'Name', value: profile.name || NOT_AVAILABLE },
    { label: 'Email', value: profile.email || NOT_AVAILABLE },
    { label: 'User ID', value: profile._id || NOT_AVAILABLE },
    { label: 'Created At', value: formatDate(profile.createdAt) },
    { label: 'Updated At', value: formatDate(profile.updatedAt) },
  ];
  return (
    <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
      {fields.map((field) => (
        <TextField key={field.label} label={field.label} value={field.value} readOnly />
      ))}
    </div>
  );
}
