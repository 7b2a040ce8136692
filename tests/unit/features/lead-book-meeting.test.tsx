import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { SCHEDULING_TEXT } from '@contract/scheduling-text';
import { meetingReply, SLOT_A, slotsReply } from '../demo-booking/meeting-fakes';
import { leadRecord, type BookedDemoRecord } from '../mocks/console';
import { errorReply, handle, type ReplyOf } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute, signIn } from '../test-utils';
import { officesHandler, stagesHandler } from './booked-demos-fake';

// Sales books the time agreed with a lead on the phone, from the lead's page (docs/decisions/0041).

const ID = '6650e7e1c17c000000000c02';
const dubai = { id: '6650e7e1c17c0000000000c9', name: 'UAE', timeZone: 'Asia/Dubai' };
type Meeting = ReplyOf<'bookedDemoGet'>['data']['meetings'][number];
const REP_ID = '6650e7e1c17c0000000000e1';

const detail = (meetings: Meeting[] = [], fields: Partial<BookedDemoRecord> = {}): ReplyOf<'bookedDemoGet'> => ({
  message: 'Booked demo fetched successfully',
  data: {
    bookedDemo: leadRecord({ _id: ID, name: 'Omar Lead', email: 'omar@client.example', phoneNumber: '+971501234567', message: 'Call me.', ...fields }),
    notes: [],
    meetings,
  },
});

/** 13:30 in whatever 12- or 24-hour style the test's locale writes. */
const HALF_PAST_ONE = /^(1:30\s?PM|13:30)$/;

describe('booking a meeting for a lead', () => {
  beforeEach(() => {
    signIn('super-admin');
    server.use(officesHandler(), stagesHandler());
  });

  it("books a time in the office's zone: once however often it is clicked, then a toast, the meeting and the new status", async () => {
    let meetings: Meeting[] = [];
    let status: BookedDemoRecord['status'] = 'new';
    const booked: unknown[] = [];
    server.use(
      handle('bookedDemoGet', () => HttpResponse.json(detail(meetings, { status }))),
      handle('leadMeetingSlots', ({ params }) => {
        expect(params.id).toBe(ID);
        return HttpResponse.json({ ...slotsReply(), office: dubai });
      }),
      handle('leadMeetingBook', async ({ request, params }) => {
        booked.push({ id: params.id, ...((await request.json()) as object) });
        await delay(50);
        const meeting = meetingReply({ ...SLOT_A, office: dubai });
        meetings = [{ id: meeting.id, status: 'booked', start: meeting.start, end: meeting.end, rep: { id: REP_ID, name: meeting.rep.name }, office: dubai }];
        status = 'meeting-booked';
        return HttpResponse.json(meeting, { status: 201 });
      }),
    );
    const { user } = renderRoute(paths.superAdmin.bookedDemo(ID));
    const region = await screen.findByRole('region', { name: 'Meetings' });
    expect(region).toHaveTextContent('No meetings booked yet.');
    await user.click(within(region).getByRole('button', { name: 'Book meeting' }));

    // The serving office's zone, not the browser's: 09:30 UTC is 13:30 in Dubai.
    expect(await within(region).findByText('with our UAE team')).toBeInTheDocument();
    expect(within(region).getByText(/Gulf Standard Time/)).toHaveTextContent('(Asia/Dubai)');
    const first = within(within(region).getByRole('group')).getAllByRole('radio')[0]!;
    expect(first.closest('label')!.textContent).toMatch(HALF_PAST_ONE);
    await user.click(first);
    const confirm = within(region).getByRole('button', { name: 'Book this time' });
    await user.dblClick(confirm);

    // The consoles' one format, in the office's zone (13:30 in Dubai), the zone named.
    expect(await screen.findByText(/^Meeting booked for \d{1,2} \w{3,4} \d{4}, 13:30 \S+ with Oliver Reed \(UAE\)\. Both sides get an invite\.$/)).toBeInTheDocument();
    expect(booked).toEqual([{ id: ID, start: SLOT_A.start }]);
    await waitFor(() => expect(within(region).queryByRole('button', { name: 'Book meeting' })).toBeNull());
    expect(region).toHaveTextContent('with Oliver Reed, UAE');
    expect(within(region).getByText('Booked')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Meetings' })).toHaveFocus();
    expect(screen.getByLabelText('Status', { selector: 'select' })).toHaveDisplayValue('Meeting booked');
  });

  it('says plainly when no office serves the lead, and Cancel closes the picker', async () => {
    server.use(
      handle('bookedDemoGet', () => HttpResponse.json(detail())),
      handle('leadMeetingSlots', () => errorReply(404, SCHEDULING_TEXT.noOffice)),
    );
    const { user } = renderRoute(paths.superAdmin.bookedDemo(ID));
    const region = await screen.findByRole('region', { name: 'Meetings' });
    await user.click(within(region).getByRole('button', { name: 'Book meeting' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(SCHEDULING_TEXT.noOffice);
    await user.click(within(region).getByRole('button', { name: 'Cancel' }));
    expect(within(region).getByRole('button', { name: 'Book meeting' })).toHaveFocus();
  });

  it('offers no booking for a lead that has a booked meeting or is filtered', async () => {
    const meeting: Meeting = { id: '6650e7e1c17c0000000000d2', status: 'booked', ...SLOT_A, rep: { id: REP_ID, name: 'Oliver Reed' }, office: dubai };
    server.use(handle('bookedDemoGet', () => HttpResponse.json(detail([meeting]))));
    const first = renderRoute(paths.superAdmin.bookedDemo(ID));
    expect(await screen.findByText('with Oliver Reed, UAE')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book meeting' })).toBeNull();
    first.unmount();

    server.use(handle('bookedDemoGet', () => HttpResponse.json(detail([], { quarantineReason: 'honeypot' }))));
    renderRoute(paths.superAdmin.bookedDemo(ID));
    expect(await screen.findByText('No meetings booked yet.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book meeting' })).toBeNull();
  });
});
