import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import type { ComponentProps } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import { InlineDemoForm } from '@/features/demo-booking/inline-demo-form';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';

// The in-page form's hand-over from its placeholder to the real form (docs/decisions/0044). On a slow phone the real
// form's first render can come long before it is on screen; a visitor who moves on to the next field in between must
// keep typing there. Seen in Chromium with the CPU slowed six times: the focus went back to the field focused at the
// first render and the phone number was typed into Company name.

/** Runs once, inside the real form's first render: what the visitor does before it reaches the screen. */
const during = vi.hoisted(() => ({ firstRender: undefined as (() => void) | undefined }));

vi.mock('@/features/demo-booking/components/demo-form', async (importOriginal) => {
  const { default: DemoForm } = await importOriginal<typeof import('@/features/demo-booking/components/demo-form')>();
  return {
    default: (props: ComponentProps<typeof DemoForm>) => {
      const act = during.firstRender;
      during.firstRender = undefined;
      act?.();
      return <DemoForm {...props} />;
    },
  };
});

const original = globalThis.IntersectionObserver;
afterEach(() => {
  globalThis.IntersectionObserver = original;
});

it('a field focused (and typed in) after the real form first rendered keeps the focus and the text', async () => {
  // Far below the viewport: only the visitor's focus asks for the form.
  globalThis.IntersectionObserver = class {
    observe() {}
    disconnect() {}
    unobserve() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  render(<InlineDemoForm submitLabel="Explore" label="Tell us about your world" labels={{ businessEmail: 'E mail', phone: 'Phone no.' }} />);
  const form = screen.getByRole('form', { name: 'Tell us about your world' });
  const stand = (label: string) => within(form).getByLabelText(label);

  fireEvent.change(stand('Company name'), { target: { value: 'Rao Motors' } });
  during.firstRender = () => {
    // The placeholder is still what the visitor sees: they move on to the phone box and type there.
    stand('Phone no.').focus();
    fireEvent.input(stand('Phone no.'), { target: { value: '98765' } });
  };
  act(() => stand('Company name').focus());

  await waitFor(() => expect(screen.getByRole('button', { name: /^Country code/ })).toBeInTheDocument());
  expect(during.firstRender).toBeUndefined();
  const phone = screen.getByLabelText('Phone no.', { selector: 'input' });
  expect(phone).toHaveFocus();
  expect(phone).toHaveValue('98765');
  expect(screen.getByLabelText('Company name')).toHaveValue('Rao Motors');
});

it('Enter pressed in the placeholder, then more typing before the real form is on screen: one booking, with the latest text', async () => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    handle('bookDemo', async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'Successully sent email.' });
    }),
  );
  // A fresh module: the real form's code not loaded yet, as on a first visit (the test above loaded it).
  vi.resetModules();
  const { InlineDemoForm: FirstVisit } = await import('@/features/demo-booking/inline-demo-form');
  render(<FirstVisit submitLabel="Explore" label="Tell us about your world" labels={{ businessEmail: 'E mail', phone: 'Phone no.' }} />);
  const form = screen.getByRole('form', { name: 'Tell us about your world' });
  const stand = (label: string) => within(form).getByLabelText(label);
  const typed: [string, string][] = [
    ['Name', 'Asha Rao'],
    ['Company name', 'Rao Motors'],
    ['E mail', 'asha@raomotors.example'],
    ['Phone no.', '9876543210'],
  ];
  for (const [label, value] of typed) fireEvent.input(stand(label), { target: { value } });
  fireEvent.input(stand('Message'), { target: { value: 'A virtual showroom' } });
  during.firstRender = () => {
    // The message gets its last words while the real form renders: it restarts with them (a new key).
    fireEvent.input(stand('Message'), { target: { value: 'A virtual showroom, please.' } });
  };
  act(() => {
    fireEvent.submit(form);
  });

  await waitFor(() => expect(sent).toHaveLength(1));
  // Long enough for a second form's send to have come, had the replaced form sent too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(sent).toHaveLength(1);
  expect(sent[0]).toMatchObject({ name: 'Asha Rao', message: 'A virtual showroom, please.' });
});
