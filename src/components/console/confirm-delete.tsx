import { useState, type ReactNode, type RefObject } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/http';

/** The part of a TanStack mutation the delete flow uses. */
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
  /** After the server said yes: the success toast, and anything else the screen keeps (e.g. a 'Deleted' mark). */
  onDeleted: (reply: TReply, row: TRow) => void;
  /** Where focus goes when the dialog closes and the button that opened it is gone with its row. */
  focusAfter: RefObject<HTMLElement | null>;
  /** After a failure the dialog stays open (the error toast beside it), so Delete can be pressed again. */
  keepOpenOnError?: boolean;
}

/**
 * A Delete (or Remove): ask (`ask(row)` opens the dialog), then run the mutation; a failure is an error toast. The
 * dialog then closes, and keyboard users whose button went with its row land on `focusAfter`, not on the page body.
 */
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
  /** The confirm button's word: 'Delete', or 'Remove' for taking someone off a list. */
  verb?: keyof typeof VERBS;
  /** What will happen to the row asked about. */
  children: (row: TRow) => ReactNode;
}

/** The dialog of `useConfirmDelete`, open while a row is asked about. */
export function ConfirmDelete<TRow>({ flow, title, verb = 'delete', children }: ConfirmDeleteProps<TRow>) {
  if (!flow.target) return null;
  const [idle, busy] = VERBS[verb];
  return (
    <ConfirmDialog title={title} confirmLabel={idle} busyLabel={busy} busy={flow.pending} onConfirm={flow.confirm} onCancel={flow.cancel}>
      {children(flow.target)}
    </ConfirmDialog>
  );
}
