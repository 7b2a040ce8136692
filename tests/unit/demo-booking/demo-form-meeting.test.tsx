import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import DemoForm from '@/features/demo-booking/components/demo-form';
import { handle, type ReplyOf } from '../mocks/contract';
import { server } from '../mocks/server';
import { BOOKING_TOKEN, slotsReply } from './meeting-fakes';

const VALID = {
  Name: 'Asha Rao',
  'Company name': 'Rao Motors',
  'Business email': 'asha@raomotors.example',
  Phone: '9876543210',
  Message: 'A virtual showroom, please.',
};

async function book(reply: ReplyOf<'bookDemo'>) {
  server.use(handle('bookDemo', () => HttpResponse.json(reply)));
  const onDone = vi.fn();
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  render(<DemoForm onFinish={onDone} />);
  for (const [label, value] of Object.entries(VALID)) await user.type(screen.getByLabelText(label, { selector: 'input, textarea' }), value);
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  await screen.findByText('Request Sent successfully!!');
  return { user, onDone };
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('demo form: the meeting after a booking', () => {
  it('a reply with a booking → after the success banner, the slot picker; the form neither resets nor closes', async () => {
    const asked: string[] = [];
    server.use(
      handle('meetingSlots', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('token') ?? '');
        return HttpResponse.json(slotsReply());
      }),
    );
    const { user, onDone } = await book({ message: 'Successully sent email.', booking: { id: '6650e7e1c17c0000000000e1', token: BOOKING_TOKEN } });
    expect(await screen.findByRole('heading', { name: 'Pick a time for your demo' })).toBeInTheDocument();
    expect(await screen.findByText('with our United Kingdom team')).toBeInTheDocument();
    expect(asked).toEqual([BOOKING_TOKEN]);
    act(() => vi.advanceTimersByTime(10_000));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name', { selector: 'input' })).toHaveValue(VALID.Name);
    // Skip: the lead stays as it is; the form resets and the dialog may close.
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(onDone).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText('Name', { selector: 'input' })).toHaveValue('');
    expect(screen.queryByRole('heading', { name: 'Pick a time for your demo' })).toBeNull();
  });

  it('a reply without a booking (external services) → no slot offer; the form stays as sent (docs/decisions/0040)', async () => {
    const { onDone } = await book({ message: 'Successully sent email.' });
    act(() => vi.advanceTimersByTime(5100));
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name', { selector: 'input' })).toHaveValue(VALID.Name);
    expect(screen.queryByRole('heading', { name: 'Pick a time for your demo' })).toBeNull();
    expect(screen.queryByText(/with our .* team/)).toBeNull();
  });
});
