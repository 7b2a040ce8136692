import { useId, useState } from 'react';
import { Banner } from '@/components/ui/banner';
import { buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { useSession } from '@/hooks/use-session';
import { errorMessage } from '@/lib/http';
import { useSaveName } from '../api/save-name';
import { rememberNamePromptSkipped, wasNamePromptSkipped } from '../lib/name-prompt-memory';

/**
 * Asked once of a citizen without a name (a phone-only sign-in); "Skip" is remembered, so it is not asked again
 * (issue 21, docs/decisions/0032).
 */
export function NamePrompt() {
  const session = useSession();
  const user = session?.userType === 'metaverse-user' ? session.user : null;
  const userId = typeof user?._id === 'string' ? user._id : null;
  const nameless = user !== null && !(typeof user.name === 'string' && user.name.trim());
  const [closed, setClosed] = useState(false);
  if (!userId || !nameless || closed || wasNamePromptSkipped(userId)) return null;
  return (
    <NameDialog
      onSkip={() => {
        rememberNamePromptSkipped(userId);
        setClosed(true);
      }}
      onSaved={() => setClosed(true)}
    />
  );
}

function NameDialog({ onSkip, onSaved }: { onSkip: () => void; onSaved: () => void }) {
  const id = useId();
  const { name, setName, error, submit, rename } = useSaveName('', onSaved);
  const busy = rename.isPending;

  // Inline, not a modal: it must not stand between the person and the city or a screen waiting at /code.
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-4xl px-4 pt-6">
      <form
        noValidate
        onSubmit={submit}
        aria-busy={busy}
        className="flex flex-col gap-4 rounded-xl border border-accent/40 bg-slate-950/80 p-5"
      >
        <h2 id={`${id}-title`} className="text-xl font-semibold text-white">
          What should we call you?
        </h2>
        <p className="text-slate-200">
          Your name is shown instead of your phone number when you are signed in. You can change it later in your account.
        </p>
        <TextField look="city" label="Your name" name="name" autoComplete="name" value={name} error={error} onChange={(e) => setName(e.target.value)} />
        {rename.isError ? <Banner kind="error">{errorMessage(rename.error)}</Banner> : null}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className={buttonClass.primary} aria-disabled={busy}>
            {busy ? 'Saving…' : 'Save name'}
          </button>
          <button type="button" className={buttonClass.secondary} onClick={onSkip} disabled={busy}>
            Skip
          </button>
        </div>
      </form>
    </section>
  );
}
