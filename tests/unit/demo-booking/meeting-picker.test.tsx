import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import MeetingPicker from '@/features/demo-booking/components/meeting-picker';
import { SCHEDULING_TEXT } from '@contract/scheduling';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { BOOKING_TOKEN, MANAGE_TOKEN, meetingReply, SLOT_A, SLOT_B, SLOT_NEXT_DAY, slotsReply } from './meeting-fakes';

const EMAIL = 'asha@raomotors.example';

function setup(timeZone = 'Asia/Dubai') {
  const done: string[] = [];
  render(<MeetingPicker token={BOOKING_TOKEN} visitorEmail={EMAIL} timeZone={timeZone} onDone={() => done.push('done')} />);
  return { user: userEvent.setup(), done };
}

/** 13:30 in whatever 12- or 24-hour style the test's locale writes. */
const HALF_PAST_ONE = /^(1:30\s?PM|13:30)$/;

describe('meeting picker', () => {
  it("shows the free times in the visitor's time zone with its name, and the office's team", async () => {
    const asked: string[] = [];
    server.use(
      handle('meetingSlots', ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('token') ?? '');
        return HttpResponse.json(slotsReply());
      }),
    );
    setup('Asia/Dubai');
    expect(screen.getByRole('heading', { name: 'Pick a time for your demo' })).toBeInTheDocument();
    expect(await screen.findByText('with our United Kingdom team')).toBeInTheDocument();
    expect(asked).toEqual([BOOKING_TOKEN]);
    expect(screen.getByText(/Gulf Standard Time/)).toHaveTextContent('(Asia/Dubai)');
    // One tab per day of the visitor; the first day's times as radios, 09:30 UTC read as 13:30 in Dubai.
    expect(screen.getAllByRole('tab')).toHaveLength(2);
    const times = within(screen.getByRole('group')).getAllByRole('radio');
    expect(times).toHaveLength(2);
    expect(times[0]!.closest('label')!.textContent).toMatch(HALF_PAST_ONE);
    expect(screen.queryByText(/^(9:30\s?AM|09:30)$/)).toBeNull();
  });

  it('the same instants read in London show London times and its name', async () => {
    server.use(handle('meetingSlots', () => HttpResponse.json(slotsReply())));
    setup('Europe/London');
    await screen.findByText('with our United Kingdom team');
    expect(screen.getByText(/Greenwich Mean Time/)).toBeInTheDocument();
    const times = within(screen.getByRole('group')).getAllByRole('radio');
    expect(times[0]!.closest('label')!.textContent).toMatch(/^(9:30\s?AM|09:30)$/);
  });

  it('books the chosen time and shows the meeting, the rep, the invite line and the manage link', async () => {
    const booked: unknown[] = [];
    server.use(
      handle('meetingSlots', () => HttpResponse.json(slotsReply())),
      handle('meetingBook', async ({ request }) => {
        booked.push(await request.json());
        return HttpResponse.json(meetingReply({ ...SLOT_B }), { status: 201 });
      }),
    );
    const { user, done } = setup();
    await screen.findByText('with our United Kingdom team');
    await user.click(within(screen.getByRole('group')).getAllByRole('radio')[1]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    const heading = await screen.findByRole('heading', { name: SCHEDULING_TEXT.booked });
    expect(heading).toHaveFocus();
    expect(booked).toEqual([{ token: BOOKING_TOKEN, start: SLOT_B.start }]);
    expect(screen.getByText(/Oliver Reed, United Kingdom/)).toBeInTheDocument();
    expect(screen.getByText(`A calendar invite is on its way to ${EMAIL}`)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reschedule or cancel' })).toHaveAttribute('href', `/meeting/${MANAGE_TOKEN}`);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(done).toEqual(['done']);
  });

  it('409 → the taken message and fresh slots without the taken time', async () => {
    let loads = 0;
    server.use(
      handle('meetingSlots', () => HttpResponse.json(loads++ === 0 ? slotsReply() : slotsReply([SLOT_B, SLOT_NEXT_DAY]))),
      handle('meetingBook', () => errorReply(409, SCHEDULING_TEXT.taken)),
    );
    const { user } = setup();
    await screen.findByText('with our United Kingdom team');
    expect(within(screen.getByRole('group')).getAllByRole('radio')).toHaveLength(2);
    await user.click(within(screen.getByRole('group')).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_TEXT.taken);
    await waitFor(() => expect(within(screen.getByRole('group')).getAllByRole('radio')).toHaveLength(1));
    expect(loads).toBe(2);
    expect(screen.queryByRole('radio', { checked: true })).toBeNull();
    expect(screen.queryByDisplayValue(SLOT_A.start)).toBeNull();
  });

  it('a booking that already has its meeting (409, link spent) → the server\'s message, no reload', async () => {
    let loads = 0;
    server.use(
      handle('meetingSlots', () => {
        loads++;
        return HttpResponse.json(slotsReply());
      }),
      handle('meetingBook', () => errorReply(409, SCHEDULING_TEXT.linkInvalid)),
    );
    const { user } = setup();
    await screen.findByText('with our United Kingdom team');
    await user.click(within(screen.getByRole('group')).getAllByRole('radio')[0]!);
    await user.click(screen.getByRole('button', { name: 'Book this time' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_TEXT.linkInvalid);
    expect(loads).toBe(1);
  });

  it('no free times → the empty line; Skip ends it', async () => {
    server.use(handle('meetingSlots', () => HttpResponse.json(slotsReply([]))));
    const { user, done } = setup();
    expect(await screen.findByText("No free times in the next two weeks — we'll email you")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Skip' }));
    expect(done).toEqual(['done']);
  });

  it('a failed load → an error with Try again, which loads again', async () => {
    let loads = 0;
    server.use(
      handle('meetingSlots', () => (loads++ === 0 ? errorReply(503, 'Scheduling is resting') : HttpResponse.json(slotsReply()))),
    );
    const { user } = setup();
    expect(await screen.findByRole('alert')).toHaveTextContent('Scheduling is resting');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('with our United Kingdom team')).toBeInTheDocument();
  });

  it('arrow keys move between the times of a day; Tab reaches Book', async () => {
    server.use(handle('meetingSlots', () => HttpResponse.json(slotsReply())));
    const { user } = setup();
    await screen.findByText('with our United Kingdom team');
    const [first, second] = within(screen.getByRole('group')).getAllByRole('radio');
    await user.click(first!);
    await user.keyboard('{ArrowRight}');
    expect(second).toBeChecked();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Book this time' })).toHaveFocus();
  });
});
