import { useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';

interface DeleteMutation<TVariables, TReply> {
  mutate: (
    variables: TVariables,
    options: { onSuccess: (reply: TReply) => void; onError: (error: unknown) => void },
  ) => void;
  isPending: boolean;
}

interface Options<TRow, TVariables, TReply> {
  mutation: DeleteMutation<TVariables, TReply>;
  variables: (row: TRow) => TVariables;
  onDeleted: (reply: TReply, row: TRow) => void;
  /** The button that opened the dialog may be gone with its row. */
  focusAfter: RefObject<HTMLElement | null>;
  keepOpenOnError?: boolean;
}

export function useConfirmDelete<TRow, TVariables, TReply>(options: Options<TRow, TVariables, TReply>) {
  const { mutation, variables, onDeleted, focusAfter, keepOpenOnError = false } = options;
  const [target, setTarget] = useState<TRow | null>(null);
  const close = () => {
    setTarget(null);
    requestAnimationFrame(() => {
      if (!document.activeElement || document.activeElement === document.body) focusAfter.current?.focus();
    });
  };
  const confirm = () => {
    if (!target) return;
    const row = target;
    mutation.mutate(variables(row), {
      onSuccess: (reply) => {
        onDeleted(reply, row);
        close();
      },
      onError: (err) => {
        toast.error(errorMessage(err));
        if (!keepOpenOnError) close();
      },
    });
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: mutation.isPending };
}

type Flow<TRow> = Pick<ReturnType<typeof useConfirmDelete<TRow, unknown, unknown>>, 'target' | 'cancel' | 'confirm' | 'pending'>;

const VERBS = { delete: ['Delete', 'Deleting…'], remove: ['Remove', 'Removing…'] } as const;

interface ConfirmDeleteProps<TRow> {
  flow: Flow<TRow>;
  title: string;
  verb?: keyof typeof VERBS;
  children: (row: TRow) => ReactNode;
}

export function ConfirmDelete<TRow>({ flow, title, verb = 'delete', children }: ConfirmDeleteProps<TRow>) {
  if (!flow.target) return null;
  const [idle, busy] = VERBS[verb];
  return (
    <ConfirmDialog title={title} confirmLabel={idle} busyLabel={busy} busy={flow.pending} onConfirm={flow.confirm} onCancel={flow.cancel}>
      {children(flow.target)}
    </ConfirmDialog>
  );
}
