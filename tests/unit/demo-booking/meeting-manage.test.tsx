import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SCHEDULING_TEXT } from '@contract/scheduling';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderRoute } from '../test-utils';
import { MANAGE_TOKEN, meetingReply, NEW_MANAGE_TOKEN, SLOT_B, slotsReply } from './meeting-fakes';

const open = (token = MANAGE_TOKEN) => renderRoute(`/meeting/${token}`);

describe('/meeting/:token', () => {
  it('shows the meeting: time, time zone name, rep, team and status; never indexed', async () => {
    server.use(handle('meetingGet', () => HttpResponse.json(meetingReply())));
    open();
    expect(await screen.findByText('Oliver Reed')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Your meeting' })).toBeInTheDocument();
    expect(screen.getByText('United Kingdom')).toBeInTheDocument();
    expect(screen.getByText('Booked')).toBeInTheDocument();
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(screen.getByText(new RegExp(`\\(${zone.replace('/', '\\/')}\\)`))).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.title).toBe('Your Meeting | Eternity');
  });

  it('an invalid or used link → SCHEDULING_TEXT.linkInvalid, no actions', async () => {
    server.use(handle('meetingGet', () => errorReply(400, SCHEDULING_TEXT.linkInvalid)));
    open('used-token-0123456789abcdef');
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_TEXT.linkInvalid);
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel meeting' })).toBeNull();
  });

  it('a cancelled meeting says so and offers nothing to change', async () => {
    server.use(handle('meetingGet', () => HttpResponse.json(meetingReply({ status: 'cancelled' }))));
    open();
    expect(await screen.findByRole('alert')).toHaveTextContent(SCHEDULING_TEXT.cancelled);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });

  it('reschedule: the new time is shown and the URL carries the NEW token (replaced, not pushed)', async () => {
    const moves: Array<{ token: string; body: unknown }> = [];
    const gets: string[] = [];
    server.use(
      handle('meetingGet', ({ params }) => {
        gets.push(String(params.token));
        return HttpResponse.json(meetingReply());
      }),
      handle('meetingMoveSlots', () => HttpResponse.json(slotsReply())),
      handle('meetingMove', async ({ params, request }) => {
        moves.push({ token: String(params.token), body: await request.json() });
        return HttpResponse.json(meetingReply({ ...SLOT_B, manageToken: NEW_MANAGE_TOKEN }));
      }),
    );
    const { user, router } = open();
    await user.click(await screen.findByRole('button', { name: 'Reschedule' }));
    expect(await screen.findByRole('heading', { name: 'Choose a new time' })).toBeInTheDocument();
    await screen.findByText('with our United Kingdom team');
    const slot = within(screen.getByRole('group')).getAllByRole('radio').find((r) => (r as HTMLInputElement).value === SLOT_B.start)!;
    await user.click(slot);
    await user.click(screen.getByRole('button', { name: 'Move to this time' }));
    expect(await screen.findByText(SCHEDULING_TEXT.rescheduled)).toBeInTheDocument();
    expect(moves).toEqual([{ token: MANAGE_TOKEN, body: { start: SLOT_B.start } }]);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/meeting/${NEW_MANAGE_TOKEN}`));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.getByRole('time')).toHaveAttribute('datetime', SLOT_B.start);
    // The page holds the moved meeting already: no second read with the new token.
    expect(gets).toEqual([MANAGE_TOKEN]);
  });

  it('cancel asks first; Keep it sends nothing; confirming cancels', async () => {
    let deletes = 0;
    server.use(
      handle('meetingGet', () => HttpResponse.json(meetingReply())),
      handle('meetingCancel', () => {
        deletes++;
        return HttpResponse.json({ message: SCHEDULING_TEXT.cancelled });
      }),
    );
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Cancel meeting' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Cancel this meeting?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(deletes).toBe(0);
    await user.click(screen.getByRole('button', { name: 'Cancel meeting' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Cancel meeting' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SCHEDULING_TEXT.cancelled);
    expect(deletes).toBe(1);
    expect(screen.getByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reschedule' })).toBeNull();
  });
});
