import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

function DeleteButton({ onConfirm, busy = false }: { onConfirm: () => void; busy?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete User
      </button>
      {open ? (
        <ConfirmDialog
          title="Delete this user?"
          confirmLabel="Delete"
          busy={busy}
          onCancel={() => setOpen(false)}
          onConfirm={() => {
            onConfirm();
            setOpen(false);
          }}
        >
          Ada Lovelace will lose access to every metaverse.
        </ConfirmDialog>
      ) : null}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title and described by its message, with focus on Cancel', async () => {
    const user = userEvent.setup();
    render(<DeleteButton onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this user?' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('Ada Lovelace will lose access to every metaverse.');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  });

  it('Escape cancels (nothing deleted) and gives focus back to the opener', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete User' })).toHaveFocus();
  });

  it('Enter right after opening cancels; Cancel cancels; the confirm button confirms', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<DeleteButton onConfirm={() => {}} />);
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('while the request runs, both buttons are marked disabled and ignore clicks and Escape, keeping focus', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<DeleteButton onConfirm={onConfirm} busy />);
    await user.click(screen.getByRole('button', { name: 'Delete User' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    expect(confirm).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveAttribute('aria-disabled', 'true');
    await user.click(confirm);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onConfirm).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });
});
