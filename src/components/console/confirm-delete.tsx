import { useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';

/** The part of a TanStack mutation the delete flow uses. */
interface DeleteMutation<TVariables, TReply> {
  mutate: (
    variables: TVariables,
    options: { onSuccess: (reply: TReply) => void; onError: (error: unknown) => void; onSettled: () => void },
  ) => void;
  isPending: boolean;
}

interface Options<TRow, TVariables, TReply> {
  mutation: DeleteMutation<TVariables, TReply>;
  variables: (row: TRow) => TVariables;
  /** After the server said yes: the success toast, and anything else the screen keeps (e.g. a 'Deleted' mark). */
  onDeleted: (reply: TReply, row: TRow) => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone with its row. */
  focusAfter: RefObject<HTMLElement | null>;
}

/**
 * A row's Delete: ask (`ask(row)` opens the dialog), then run the mutation; a failure is an error toast. The dialog
 * closes either way, and keyboard users stay on the page.
 */
export function useConfirmDelete<TRow, TVariables, TReply>({ mutation, variables, onDeleted, focusAfter }: Options<TRow, TVariables, TReply>) {
  const [target, setTarget] = useState<TRow | null>(null);
  const confirm = () => {
    if (!target) return;
    const row = target;
    mutation.mutate(variables(row), {
      onSuccess: (reply) => onDeleted(reply, row),
      onError: (err) => toast.error(errorMessage(err)),
      onSettled: () => {
        setTarget(null);
        requestAnimationFrame(() => {
          if (!document.activeElement || document.activeElement === document.body) focusAfter.current?.focus();
        });
      },
    });
  };
  return { target, ask: setTarget, cancel: () => setTarget(null), confirm, pending: mutation.isPending };
}

type Flow<TRow> = Pick<ReturnType<typeof useConfirmDelete<TRow, unknown, unknown>>, 'target' | 'cancel' | 'confirm' | 'pending'>;

/** The dialog of `useConfirmDelete`, open while a row is asked about; `children` says what will happen to it. */
export function ConfirmDelete<TRow>({ flow, title, children }: { flow: Flow<TRow>; title: string; children: (row: TRow) => ReactNode }) {
  if (!flow.target) return null;
  return (
    <ConfirmDialog title={title} confirmLabel="Delete" busyLabel="Deleting…" busy={flow.pending} onConfirm={flow.confirm} onCancel={flow.cancel}>
      {children(flow.target)}
    </ConfirmDialog>
  );
}
