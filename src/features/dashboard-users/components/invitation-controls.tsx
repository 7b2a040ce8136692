import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonClass } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';
import type { DashboardUserStatus } from '@contract/dashboard-user';
import { useResendInvitation, useRevokeInvitation } from '../api/invitation';

/** Invited (no password chosen yet) or Active (docs/decisions/0049). */
export function StatusBadge({ status }: { status: DashboardUserStatus }) {
  return status === 'invited' ? <Badge tone="warning">Invited</Badge> : <Badge tone="success">Active</Badge>;
}

/** Resend and withdraw an invitation; shown for an invited user only. */
export function InvitationControls({ user }: { user: { _id: string; name: string; status: DashboardUserStatus } }) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  if (user.status !== 'invited') return null;
  const busy = resend.isPending || revoke.isPending;

  const onResend = () => {
    if (busy) return;
    resend.mutate({ params: { id: user._id } }, { onSuccess: (reply) => toast.success(reply.message), onError: (err) => toast.error(errorMessage(err)) });
  };
  const onRevoke = () =>
    revoke.mutate(
      { params: { id: user._id } },
      {
        onSuccess: (reply) => {
          setConfirming(false);
          toast.success(reply.message);
        },
        onError: (err) => {
          setConfirming(false);
          toast.error(errorMessage(err));
        },
      },
    );

  return (
    <>
      <button type="button" className={buttonClass.secondary} onClick={onResend} aria-disabled={busy} aria-busy={resend.isPending}>
        {resend.isPending ? 'Sending…' : 'Resend invitation'}
      </button>
      <button type="button" className={buttonClass.secondary} onClick={() => setConfirming(true)} aria-disabled={busy}>
        Withdraw invitation
      </button>
      {confirming ? (
        <ConfirmDialog
          title="Withdraw the invitation?"
          confirmLabel="Withdraw invitation"
          busyLabel="Withdrawing…"
          busy={revoke.isPending}
          onConfirm={onRevoke}
          onCancel={() => setConfirming(false)}
        >
          The link mailed to {user.name} stops working and they cannot sign in. You can send a new invitation later.
        </ConfirmDialog>
      ) : null}
    </>
  );
}
