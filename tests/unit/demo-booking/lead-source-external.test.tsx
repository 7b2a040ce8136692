import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { DemoButton, DemoDialogProvider } from '@/features/demo-booking';
import { keepLanding } from '@/lib/lead-attribution';
import { server } from '../mocks/server';

// Pointed at an external contact service (SPEC 7.1's gateway), the form sends SPEC's body: no `source`, no beacon
// (docs/decisions/0043).
vi.mock('@/config/env', async (importOriginal) => {
  const { env } = await importOriginal<typeof import('@/config/env')>();
  return { env: { ...env, contactApiBaseUrl: 'https://contact.example.com/dev' } };
});

const beacon = vi.fn(() => true);
beforeEach(() => {
  sessionStorage.clear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
});
afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  window.history.replaceState(null, '', '/');
});

it('sends no source and no beacon to a contact service that is not ours', async () => {
  window.history.replaceState(null, '', '/?utm_source=news');
  keepLanding(window.location, 'https://news.example.com/');
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    // The shared mocks resolved the contact base before this file's mock of env: the URL is written out.
    http.post('https://contact.example.com/dev/meta/book-demo', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'Successully sent email.' });
    }),
  );
  const user = userEvent.setup();
  render(
    <DemoDialogProvider>
      <DemoButton>Book a Demo</DemoButton>
    </DemoDialogProvider>,
  );
  await user.click(screen.getByRole('button', { name: 'Book a Demo' }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
  const d = within(dialog);
  await user.type(d.getByLabelText('Name'), 'Asha Rao');
  await user.type(d.getByLabelText('Company name'), 'Rao Motors');
  await user.type(d.getByLabelText('Business email'), 'asha@raomotors.example');
  await user.type(d.getByLabelText('Phone', { selector: 'input' }), '9876543210');
  await user.type(d.getByLabelText('Message'), 'A showroom');
  await user.click(d.getByRole('button', { name: 'Submit' }));
  expect(await d.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
  expect(bodies).toHaveLength(1);
  expect(bodies[0]).not.toHaveProperty('source');
  expect(beacon).not.toHaveBeenCalled();
});
