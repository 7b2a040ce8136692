import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DemoButton, DemoDialogProvider } from '@/features/demo-booking';
import { InlineDemoForm } from '@/features/demo-booking/inline-demo-form';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';

async function fillDialog(user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement) {
  const d = within(dialog);
  await user.type(d.getByLabelText('Name'), 'Asha Rao');
  await user.type(d.getByLabelText('Company name'), 'Rao Motors');
  await user.type(d.getByLabelText('Business email'), 'asha@raomotors.example');
  await user.type(d.getByLabelText('Phone', { selector: 'input' }), '9876543210');
  await user.type(d.getByLabelText('Message'), 'A showroom');
}

describe('the modal', () => {
  it('opens on a call to action with focus in Name; Escape in the country search closes only the search', async () => {
    const user = userEvent.setup();
    render(
      <DemoDialogProvider>
        <DemoButton>Ask an Expert</DemoButton>
      </DemoDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Ask an Expert' }));
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: /^Country code/ }));
    expect(within(dialog).getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(within(dialog).queryByRole('listbox')).toBeNull();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Ask an Expert' })).toHaveFocus();
  });

  it('after a booking the modal stays open (room for the slot picker); closing it resets the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    server.use(handle('bookDemo', () => HttpResponse.json({ message: 'Successully sent email.' })));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(
      <DemoDialogProvider>
        <DemoButton>Book a demo</DemoButton>
      </DemoDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Book a demo' }));
    let dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Request Sent successfully!!');
    // SPEC 4's reload after 5 s is gone (docs/decisions/0040).
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Book a demo' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Book a demo' }));
    dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
    expect(within(dialog).queryByRole('status')).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
  });

  it('Escape, the close icon or Back close it and keep everything typed for its next opening on this page', async () => {
    window.history.replaceState(null, '', '/contactus');
    const user = userEvent.setup();
    const { unmount } = render(
      <DemoDialogProvider>
        <DemoButton>Contact Us</DemoButton>
      </DemoDialogProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Contact Us' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    await fillDialog(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: /^Country code/ }));
    await user.type(within(dialog).getByRole('combobox', { name: 'Search countries' }), 'united kingdom');
    await user.click(within(dialog).getByRole('option', { name: /United Kingdom/ }));
    await user.clear(within(dialog).getByLabelText('Business email'));
    await user.type(within(dialog).getByLabelText('Business email'), 'asha@');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Invalid email address!');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Book a demo' });
    const d = () => within(screen.getByRole('dialog'));
    expect(d().getByLabelText('Name')).toHaveValue('Asha Rao');
    expect(d().getByLabelText('Company name')).toHaveValue('Rao Motors');
    expect(d().getByLabelText('Business email')).toHaveValue('asha@');
    expect(d().getByLabelText('Phone', { selector: 'input' })).toHaveValue('9876543210');
    expect(d().getByLabelText('Message')).toHaveValue('A showroom');
    expect(d().getByRole('button', { name: 'Country code: United Kingdom +44' })).toBeInTheDocument();

    // Back closes it too (opening added a history entry for the same address), and keeps the text.
    const entries = window.history.length;
    await user.type(d().getByLabelText('Message'), ' soon');
    act(() => window.history.back());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname).toBe('/contactus');
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(d().getByLabelText('Message')).toHaveValue('A showroom soon');
    expect(window.history.length).toBe(entries);

    // The close icon pops the dialog's history entry: Back afterwards does not reopen or close anything.
    await user.click(d().getByRole('button', { name: 'Close the demo dialog' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect((window.history.state as { demoDialog?: boolean } | null)?.demoDialog).toBeUndefined());

    // Another page's dialog starts afresh.
    window.history.replaceState(null, '', '/faq');
    await user.click(opener);
    await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(d().getByLabelText('Name')).toHaveValue('');
    unmount();
    window.history.replaceState(null, '', '/');
  });
});

describe('the modal, closed while sending', () => {
  it('a booking that goes through after the dialog closed leaves a fresh form; one that fails keeps the text', async () => {
    let answer: (r: Response) => void = () => {};
    server.use(handle('bookDemo', () => new Promise<Response>((resolve) => (answer = resolve))));
    const user = userEvent.setup();
    render(
      <DemoDialogProvider>
        <DemoButton>Book a demo</DemoButton>
      </DemoDialogProvider>,
    );
    const opener = screen.getByRole('button', { name: 'Book a demo' });
    const sendThenClose = async () => {
      await user.click(opener);
      const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
      if (!within(dialog).getByLabelText<HTMLInputElement>('Name').value) await fillDialog(user, dialog);
      await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
      expect(within(dialog).getByRole('button', { name: 'Sending…' })).toBeInTheDocument();
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
    };
    await sendThenClose();
    await act(async () => answer(errorReply(503, 'Server busy')));
    await user.click(opener);
    let dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('Asha Rao');
    await user.keyboard('{Escape}');

    await sendThenClose();
    await act(async () => answer(HttpResponse.json({ message: 'Successully sent email.' })));
    await user.click(opener);
    dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(within(dialog).getByLabelText('Name')).toHaveValue('');
  });
});

describe('the in-page form', () => {
  const original = globalThis.IntersectionObserver;
  afterEach(() => {
    globalThis.IntersectionObserver = original;
  });

  it('shows a placeholder with the same labels until focused, then the real form keeps what was typed and the focus', async () => {
    const observe = vi.fn();
    // A page where the form is far below the viewport: the observer never reports it.
    globalThis.IntersectionObserver = class {
      observe = observe;
      disconnect() {}
      unobserve() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    const user = userEvent.setup();
    render(<InlineDemoForm submitLabel="Explore" label="Tell us about your world" labels={{ businessEmail: 'E mail', phone: 'Phone no.' }} />);
    const form = screen.getByRole('form', { name: 'Tell us about your world' });
    expect(observe).toHaveBeenCalled();
    expect(form).toHaveAttribute('aria-busy', 'true');
    expect(within(form).queryByRole('button', { name: /^Country code/ })).toBeNull();

    // Typed (or autofilled) before the visitor's focus asks for the real form.
    const stand = within(form).getByLabelText('E mail');
    fireEvent.change(stand, { target: { value: 'asha@' } });
    act(() => stand.focus());
    await waitFor(() => expect(screen.getByRole('button', { name: /^Country code/ })).toBeInTheDocument());
    const email = screen.getByLabelText('E mail');
    expect(email).not.toBe(stand);
    expect(email).toHaveValue('asha@');
    expect(email).toHaveFocus();
    expect(email).toHaveAttribute('inputmode', 'email');
    await user.keyboard('rao.example');
    expect(email).toHaveValue('asha@rao.example');
    expect(screen.getByLabelText('Phone no.', { selector: 'input' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Explore' })).toBeInTheDocument();
  });

  it("the placeholder's submit button loads the form and submits it: SPEC 5's first message", async () => {
    globalThis.IntersectionObserver = class {
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    render(<InlineDemoForm submitLabel="Explore" label="Tell us about your world" />);
    fireEvent.submit(screen.getByRole('form', { name: 'Tell us about your world' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill all the fields');
    // Every field is marked, and the focus is on the first.
    expect(screen.getAllByText('Required')).toHaveLength(5);
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('loads at once without IntersectionObserver', async () => {
    // @ts-expect-error: an old browser
    delete globalThis.IntersectionObserver;
    render(<InlineDemoForm submitLabel="Send query" label="Send us your query" />);
    expect(await screen.findByRole('button', { name: /^Country code/ })).toBeInTheDocument();
  });
});
