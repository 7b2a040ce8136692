import { useId, type ReactNode } from 'react';
import { buttonClass } from './button';
import { ModalDialog } from './dialog';

interface Props {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel?: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
  busy?: boolean;
}

/** Focus starts on Cancel, so Enter right after opening does not delete. */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel = confirmLabel, cancelLabel = 'Cancel', onConfirm, onCancel, busy = false }: Props) {
  const messageId = useId();
  // aria-disabled, not disabled: the pressed button keeps keyboard focus while the request runs.
  const unlessBusy = (action: () => void) => () => {
    if (!busy) action();
  };
  return (
    <ModalDialog role="alertdialog" title={title} describedBy={messageId} onClose={unlessBusy(onCancel)}>
      <div id={messageId} className="text-slate-200">
        {children}
      </div>
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <button type="button" data-autofocus className={buttonClass.secondary} onClick={unlessBusy(onCancel)} aria-disabled={busy}>
          {cancelLabel}
        </button>
        <button type="button" className={buttonClass.danger} onClick={unlessBusy(onConfirm)} aria-disabled={busy} aria-busy={busy}>
          {busy ? busyLabel : confirmLabel}
        </button>
      </div>
    </ModalDialog>
  );
}
