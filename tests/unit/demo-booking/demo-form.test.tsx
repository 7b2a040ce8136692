import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoForm from '@/features/demo-booking/components/demo-form';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';

type User = ReturnType<typeof userEvent.setup>;

const VALID = {
  name: 'Asha Rao',
  companyName: 'Rao Motors',
  businessEmail: 'asha@raomotors.example',
  phone: '9876543210',
  message: 'A virtual showroom, please.',
};

function setup(props: Parameters<typeof DemoForm>[0] = {}) {
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<DemoForm {...props} />);
  return user;
}

const fields = () => ({
  name: screen.getByLabelText('Name'),
  companyName: screen.getByLabelText('Company name'),
  businessEmail: screen.getByLabelText('Business email'),
  phone: screen.getByLabelText('Phone', { selector: 'input' }),
  message: screen.getByLabelText('Message'),
});

async function fill(user: User, values: Partial<typeof VALID> = VALID) {
  const f = fields();
  for (const [key, value] of Object.entries(values) as [keyof typeof VALID, string][]) {
    await user.clear(f[key]);
    if (value) await user.type(f[key], value);
  }
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

/** Records every booking request msw sees and answers with `reply` (success by default). */
function captureBookings(reply: () => Response | Promise<Response> = () => HttpResponse.json({ message: 'Successully sent email.' })) {
  const seen: Array<{ headers: Headers; body: Record<string, unknown> }> = [];
  server.use(
    handle('bookDemo', async ({ request }) => {
      seen.push({ headers: request.headers, body: (await request.json()) as Record<string, unknown> });
      return reply();
    }),
  );
  return seen;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('demo form: fields', () => {
  it('has visible labels, noValidate, a phone box of at most 10 digits for +91 and a hidden honeypot', async () => {
    const user = setup();
    const form = screen.getByRole('button', { name: 'Submit' }).closest('form')!;
    expect(form).toHaveAttribute('novalidate');
    const phone = fields().phone;
    // 'tel': the keypad has '+'; no maxlength, which would cut pasted text before it is normalised.
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).not.toHaveAttribute('maxlength');
    await user.type(phone, 'ab98-76 54(32)10999');
    expect(phone).toHaveValue('9876543210');
    expect(screen.getByRole('button', { name: 'Country code: India +91' })).toBeInTheDocument();

    const honeypot = form.querySelector<HTMLInputElement>('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });
});

describe('demo form: validation in SPEC 5 order', () => {
  it("every field empty → 'Please fill all the fields' titled Error, hidden after 2 s; no request", async () => {
    const user = setup();
    await submit(user);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Error');
    expect(alert).toHaveTextContent('Please fill all the fields');
    expect(within(alert).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(600));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each(Object.keys(VALID) as (keyof typeof VALID)[])('%s empty (or blank) → the same generic text, nothing cleared', async (key) => {
    const user = setup();
    await fill(user, { ...VALID, [key]: key === 'phone' ? '' : '   ' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    expect(fields()[key]).toHaveAttribute('aria-invalid', 'true');
    // The empty field is also marked beside itself (issue 13: the banner alone may be out of view at 375 px).
    expect(fields()[key]).toHaveAccessibleDescription('Required');
    for (const k of Object.keys(VALID) as (keyof typeof VALID)[]) {
      if (k !== key) {
        expect(fields()[k]).toHaveValue(VALID[k]);
        expect(fields()[k]).not.toHaveAccessibleDescription();
      }
    }
    // Typing into it clears its mark.
    await user.type(fields()[key], key === 'phone' ? '9' : 'x');
    expect(fields()[key]).not.toHaveAccessibleDescription();
  });

  it('brings the banner into view when it appears', async () => {
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      const user = setup();
      await submit(user);
      expect(scrolled).toHaveBeenCalledTimes(1);
      expect(scrolled.mock.contexts[0]).toBe(screen.getByRole('alert'));
      expect(scrolled.mock.calls[0]![0]).toMatchObject({ block: 'nearest' });
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("empty beats a bad email: a bad email alone → 'Invalid email address!'", async () => {
    const user = setup();
    await fill(user, { ...VALID, businessEmail: 'asha@', message: '' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Please fill all the fields');
    await user.type(fields().message, 'Hello');
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address!');
    expect(fields().businessEmail).toHaveValue('asha@');
    expect(fields().businessEmail).toHaveAttribute('aria-invalid', 'true');
  });

  it("a bad email beats a short phone; then a short phone → 'Invalid Phone Number!' (hidden after 2 s)", async () => {
    const user = setup();
    await fill(user, { ...VALID, businessEmail: 'not-an-email', phone: '98765' });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address!');
    await fill(user, { businessEmail: VALID.businessEmail });
    await submit(user);
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid Phone Number!');
    expect(fields().phone).toHaveValue('98765');
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fields().phone).toHaveValue('98765');
  });

  it('Close hides the banner at once', async () => {
    const user = setup();
    await submit(user);
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('demo form: the call', () => {
  it('posts to meta/book-demo with token, versionNumber v2, JSON, and phone = +91 + the 10 digits', async () => {
    const seen = captureBookings();
    const before = Date.now();
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('status')).toHaveTextContent('Request Sent successfully!!');
    expect(seen).toHaveLength(1);
    const { headers, body } = seen[0]!;
    expect(headers.get('token')).toBe('dev-contact-token');
    expect(headers.get('versionNumber')).toBe('v2');
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(headers.get('authorization')).toBeNull();
    expect(body).toEqual({
      name: VALID.name,
      companyName: VALID.companyName,
      businessEmail: VALID.businessEmail,
      phoneNumber: '+919876543210',
      message: VALID.message,
      website: '',
      startedAt: expect.any(Number),
      // Where the lead came from (docs/decisions/0043): a form rendered on its own names itself by its submit label.
      source: { page: '/', label: 'Inline form: Submit' },
    });
    expect(body.startedAt as number).toBeGreaterThanOrEqual(before - 1);
    expect(body.startedAt as number).toBeLessThanOrEqual(Date.now());
  });

  it("another country's dial code after picking it in the search", async () => {
    const seen = captureBookings();
    const user = setup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: /^Country code/ }));
    await user.type(screen.getByRole('combobox', { name: 'Search countries' }), 'united kingdom');
    await user.click(screen.getByRole('option', { name: /United Kingdom/ }));
    expect(screen.getByRole('button', { name: 'Country code: United Kingdom +44' })).toHaveFocus();
    await submit(user);
    await screen.findByRole('status');
    expect(seen[0]!.body.phoneNumber).toBe('+449876543210');
  });
});

describe('demo form: every real phone number (docs/decisions/0039)', () => {
  it.each([
    ['+91 98765 43210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['0091-98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['098765 43210', '9876543210'],
  ])('pasting %j gives %s (normalised, then capped)', async (pasted, national) => {
    const user = setup();
    await user.click(fields().phone);
    await user.paste(pasted);
    expect(fields().phone).toHaveValue(national);
    expect(screen.getByRole('button', { name: 'Country code: India +91' })).toBeInTheDocument();
  });

  it.each([
    ['+971 50 123 4567', 'United Arab Emirates +971', '+971501234567'],
    ['+44 20 7946 0018', 'United Kingdom +44', '+442079460018'],
  ])('%s pasted with the picker on +91: the picker follows, the number is accepted and sent joined', async (pasted, country, joined) => {
    const seen = captureBookings();
    const user = setup();
    await fill(user, { ...VALID, phone: '' });
    await user.click(fields().phone);
    await user.paste(pasted);
    expect(screen.getByRole('button', { name: `Country code: ${country}` })).toBeInTheDocument();
    await submit(user);
    await screen.findByRole('status');
    expect(seen[0]!.body.phoneNumber).toBe(joined);
  });

  it("+91 with 9 digits: 'Invalid Phone Number!', nothing sent", async () => {
    const seen = captureBookings();
    const user = setup();
    await fill(user, { ...VALID, phone: '987654321' });
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid Phone Number!');
    expect(seen).toEqual([]);
  });
});

describe('demo form: replies', () => {
  it('success: Success banner, submit disabled, then after 5 s the form resets (onDone runs)', async () => {
    captureBookings();
    const onDone = vi.fn();
    const user = setup({ onDone });
    await fill(user);
    await submit(user);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Success');
    expect(status).toHaveTextContent('Request Sent successfully!!');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
    act(() => vi.advanceTimersByTime(4800));
    expect(onDone).not.toHaveBeenCalled();
    expect(fields().name).toHaveValue(VALID.name);
    act(() => vi.advanceTimersByTime(300));
    expect(onDone).toHaveBeenCalledTimes(1);
    for (const el of Object.values(fields())) expect(el).toHaveValue('');
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it('success on /faq resets after 2 s', async () => {
    window.history.replaceState(null, '', '/faq');
    captureBookings();
    const onDone = vi.fn();
    const user = setup({ onDone });
    await fill(user);
    await submit(user);
    await screen.findByRole('status');
    act(() => vi.advanceTimersByTime(1800));
    expect(onDone).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(300));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('an error reply shows the first errors.details message and keeps the values', async () => {
    captureBookings(() => errorReply(400, 'Validation error', 'Company name is required'));
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Company name is required');
    expect(fields().name).toHaveValue(VALID.name);
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    act(() => vi.advanceTimersByTime(2100));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a blank detail, or a 2xx with another message, shows the generic text', async () => {
    let reply = () => errorReply(500, 'Oops', '  ');
    captureBookings(() => reply());
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
    reply = () => HttpResponse.json({ message: 'Something else' });
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Close' }));
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong. Please try again.');
  });

  it('429 shows its message', async () => {
    captureBookings(() => errorReply(429, 'Too many requests, please try again later.'));
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests, please try again later.');
  });

  it('a network failure says so and keeps the form filled', async () => {
    captureBookings(() => HttpResponse.error());
    const user = setup();
    await fill(user);
    await submit(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error: please check your connection and try again.');
    for (const [key, el] of Object.entries(fields())) expect(el).toHaveValue(VALID[key as keyof typeof VALID]);
  });

  it('a double click books once: submit is aria-disabled and aria-busy while the request runs, and keeps focus', async () => {
    const seen = captureBookings(async () => {
      await delay(300);
      return HttpResponse.json({ message: 'Successully sent email.' });
    });
    const user = setup();
    await fill(user);
    const button = screen.getByRole('button', { name: 'Submit' });
    await user.dblClick(button);
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await screen.findByRole('status');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await submit(user).catch(() => {});
    expect(seen).toHaveLength(1);
  });
});
