import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DemoButton, DemoDialogProvider } from '@/features/demo-booking';
import { InlineDemoForm } from '@/features/demo-booking/inline-demo-form';
import { readLanding } from '@/features/demo-booking/lib/visit-landing';
import { keepLanding, LANDING_KEY } from '@/lib/lead-attribution';
import { LeadSourceSchema } from '@contract/lead-source';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';

// Where a lead came from (issue 22 item 5, docs/decisions/0043).

type User = ReturnType<typeof userEvent.setup>;

/** A page view of this app: the URL and the referrer the browser reports for it. */
function land(url: string, referrer = '') {
  window.history.replaceState(null, '', url);
  keepLanding(window.location, referrer);
}

function captureBookings() {
  const bodies: Array<Record<string, unknown>> = [];
  server.use(
    handle('bookDemo', async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      return HttpResponse.json({ message: 'Successully sent email.' });
    }),
  );
  return bodies;
}

async function fill(user: User, scope: HTMLElement) {
  const d = within(scope);
  await user.type(d.getByLabelText('Name'), 'Asha Rao');
  await user.type(d.getByLabelText('Company name'), 'Rao Motors');
  await user.type(d.getByLabelText('Business email'), 'asha@raomotors.example');
  await user.type(d.getByLabelText('Phone', { selector: 'input' }), '9876543210');
  await user.type(d.getByLabelText('Message'), 'A showroom');
}

/** Books through the dialog opened by the button named `name`; returns the body sent. */
async function bookFromButton(button: React.ReactNode, name: string) {
  const bodies = captureBookings();
  const user = userEvent.setup();
  render(<DemoDialogProvider>{button}</DemoDialogProvider>);
  await user.click(screen.getByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Book a demo' });
  await fill(user, dialog);
  await user.click(within(dialog).getByRole('button', { name: 'Submit' }));
  expect(await within(dialog).findByRole('status')).toHaveTextContent('Request Sent successfully!!');
  expect(bodies).toHaveLength(1);
  return bodies[0]!;
}

const beacon = vi.fn((_url: string | URL, _data?: BodyInit | null) => true);
// jsdom's Blob has no text().
const readBlob = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
const beaconBodies = async () =>
  Promise.all(beacon.mock.calls.map(async ([url, data]) => ({ url: String(url), body: JSON.parse(await readBlob(data as Blob)) as unknown })));

beforeEach(() => {
  sessionStorage.clear();
  beacon.mockClear();
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true, writable: true });
});

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
  window.history.replaceState(null, '', '/');
});

describe('the visit landing', () => {
  it("keeps the landing URL's utm_* and only the referrer's host, at the first page view of the visit", () => {
    land('/?utm_source=news&utm_campaign=q4&utm_medium=email&other=1', 'https://news.example.com/story/42?reader=alice');
    // Later page views of the visit (a reload, another entry) change nothing.
    land('/aboutus?utm_source=other', 'https://elsewhere.example/');
    // Only the referrer's host is kept, never its path or query.
    expect(sessionStorage.getItem(LANDING_KEY)).not.toContain('alice');
    expect(readLanding()).toEqual({
      referrerHost: 'news.example.com',
      utm: { utm_source: 'news', utm_campaign: 'q4', utm_medium: 'email' },
    });
  });

  it('keeps no referrer when the visitor came from this site, and none on the consoles', () => {
    land('/faq', `${window.location.origin}/aboutus`);
    expect(readLanding()).toEqual({});
    sessionStorage.clear();
    land('/super-admin/bookeddemos?utm_source=x', 'https://news.example.com/');
    expect(sessionStorage.getItem(LANDING_KEY)).toBeNull();
  });

  it('drops control characters and clips long values', () => {
    land(`/?utm_source=a%00b%0Ac&utm_term=${'t'.repeat(300)}`);
    expect(readLanding().utm).toEqual({ utm_source: 'ab c', utm_term: 't'.repeat(200) });
  });
});

describe('the booking carries its source', () => {
  it("sends the landing's utm and referrer host, the page it was sent from and the opening button's text", async () => {
    land('/?utm_source=news&utm_campaign=q4', 'https://news.example.com/story/42');
    // The visitor moves on inside the app, then books from another page.
    window.history.pushState(null, '', '/vrbank');
    const body = await bookFromButton(<DemoButton>Book a Demo</DemoButton>, 'Book a Demo');
    expect(body.source).toEqual({
      page: '/vrbank',
      label: 'Book a Demo',
      referrerHost: 'news.example.com',
      utm: { utm_source: 'news', utm_campaign: 'q4' },
    });
    // The client keeps to the strict shape.
    expect(LeadSourceSchema.safeParse(body.source).success).toBe(true);
  });

  it('uses the label a call to action gives itself over its text', async () => {
    land('/blockchain');
    const body = await bookFromButton(<DemoButton label="Top bar: Ask an Expert">Ask an Expert</DemoButton>, 'Ask an Expert');
    expect(body.source).toEqual({ page: '/blockchain', label: 'Top bar: Ask an Expert' });
  });

  it('counts the dialog opening with a first-party beacon: page and label only', async () => {
    land('/contactus?utm_source=news', 'https://news.example.com/');
    const user = userEvent.setup();
    render(
      <DemoDialogProvider>
        <DemoButton>Contact Us</DemoButton>
      </DemoDialogProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Contact Us' }));
    await screen.findByRole('dialog', { name: 'Book a demo' });
    expect(await beaconBodies()).toEqual([{ url: '/api/meta/form-open', body: { page: '/contactus', label: 'Contact Us' } }]);
    expect((beacon.mock.calls[0]![1] as Blob).type).toBe('application/json');
  });

  it('an in-page form counts its first focus once and books under its own label', async () => {
    land('/vrworld');
    const bodies = captureBookings();
    const user = userEvent.setup();
    render(<InlineDemoForm submitLabel="Explore" label="Tell us about your world" sourceLabel="Inline form: Get your own city" />);
    const form = await screen.findByRole('form', { name: 'Tell us about your world' });
    await user.click(within(form).getByLabelText('Name'));
    await fill(user, await screen.findByRole('form', { name: 'Tell us about your world' }));
    await user.click(screen.getByRole('button', { name: 'Explore' }));
    await screen.findByText('Request Sent successfully!!');
    expect(await beaconBodies()).toEqual([{ url: '/api/meta/form-open', body: { page: '/vrworld', label: 'Inline form: Get your own city' } }]);
    expect(bodies[0]!.source).toEqual({ page: '/vrworld', label: 'Inline form: Get your own city' });
  });
});
