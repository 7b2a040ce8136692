import { useId, useState, type ReactNode } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { ErrorState } from '@/components/ui/error-state';
import { TextField } from '@/components/ui/text-field';
import { errorMessage } from '@/lib/http';
import type { MetaverseUser } from '@contract/metaverse-user';
import { useCitizenProfile, useDeleteCitizen } from '../api/citizen-profile';
import { useSaveName } from '../api/save-name';
import { CitizenSessions } from './citizen-sessions';

export type IdentityKind = 'email' | 'phone';

interface Props {
  /** The dialog that proves a new email or phone number (the city login's, handed in by the route). */
  renderChange: (kind: IdentityKind, close: () => void) => ReactNode;
  /** This browser's session ended (signed out here, or the account deleted). */
  onSignedOut: (reason: 'signed-out' | 'deleted') => void;
}

/** A citizen's own account (issue 21, docs/decisions/0032). */
export function CitizenAccountPage({ renderChange, onSignedOut }: Props) {
  const profile = useCitizenProfile();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-10 px-4 py-12">
      <h1 className="text-3xl font-bold text-white">Your account</h1>
      {profile.isPending ? (
        <p role="status">Loading your account…</p>
      ) : profile.isError ? (
        <ErrorState message={errorMessage(profile.error)} onRetry={() => void profile.refetch()} retrying={profile.isFetching} />
      ) : (
        <Profile user={profile.data} renderChange={renderChange} />
      )}
      <CitizenSessions onSignedOutHere={() => onSignedOut('signed-out')} />
      <DeleteAccount onDeleted={() => onSignedOut('deleted')} />
    </div>
  );
}

function Profile({ user, renderChange }: { user: MetaverseUser; renderChange: Props['renderChange'] }) {
  const headingId = useId();
  const [changing, setChanging] = useState<IdentityKind | null>(null);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-6">
      <h2 id={headingId} className="text-xl font-semibold text-white">
        Profile
      </h2>
      <NameForm key={user._id} current={user.name} />
      <dl className="flex flex-col gap-4">
        <IdentityRow label="Email" value={user.email} kind="email" onChange={setChanging} />
        <IdentityRow label="Phone number" value={user.phoneNumber} kind="phone" onChange={setChanging} />
      </dl>
      {changing ? renderChange(changing, () => setChanging(null)) : null}
    </section>
  );
}

function IdentityRow(props: { label: string; value: string; kind: IdentityKind; onChange: (kind: IdentityKind) => void }) {
  const { label, value, kind, onChange } = props;
  const what = kind === 'email' ? 'email' : 'phone number';
  return (
    <div className="rounded-xl border border-white/10 bg-white/5 p-4">
      <dt className="text-sm text-slate-300">{label}</dt>
      <dd className="flex flex-wrap items-center justify-between gap-3">
        <span className="break-all text-white">{value || 'Not set'}</span>
        <button type="button" className={buttonClass.secondary} onClick={() => onChange(kind)}>
          {value ? `Change ${what}` : `Add ${what}`}
        </button>
      </dd>
    </div>
  );
}

function NameForm({ current }: { current: string }) {
  const { name, setName, error, submit, rename } = useSaveName(current);
  return (
    <form noValidate onSubmit={submit} aria-busy={rename.isPending} className="flex flex-col gap-3">
      <TextField
        look="city"
        label="Name"
        name="name"
        autoComplete="name"
        value={name}
        error={error}
        onChange={(e) => {
          setName(e.target.value);
          rename.reset();
        }}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass.primary} aria-disabled={rename.isPending}>
          {rename.isPending ? 'Saving…' : 'Save name'}
        </button>
      </div>
      {rename.isSuccess ? <Banner kind="success">Name saved.</Banner> : null}
      {rename.isError ? <Banner kind="error">{errorMessage(rename.error)}</Banner> : null}
    </form>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const headingId = useId();
  const [asking, setAsking] = useState(false);
  const remove = useDeleteCitizen();
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-xl border border-red-400/60 p-4">
      <h2 id={headingId} className="text-xl font-semibold text-white">
        Delete your account
      </h2>
      <p className="text-slate-300">Your profile, memberships, devices and sign-in history are removed for good.</p>
      <button type="button" className={`${buttonClass.dangerOutline} self-start`} onClick={() => setAsking(true)}>
        Delete account…
      </button>
      {asking ? (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Delete my account"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onCancel={() => {
            remove.reset();
            setAsking(false);
          }}
          onConfirm={() => remove.mutate({}, { onSuccess: onDeleted })}
        >
          <p>This removes your account with its memberships, devices and history, and signs you out everywhere. It cannot be undone.</p>
          {remove.isError ? (
            <div className="mt-4">
              <Banner kind="error">{errorMessage(remove.error)}</Banner>
            </div>
          ) : null}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}
