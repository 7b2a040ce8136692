import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ReplyOf } from '@contract/endpoints';
import { errorReply, handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, renderRoute, signIn } from '../test-utils';

type Webhook = ReplyOf<'webhooksList'>['webhooks'][number];

const hex = (n: number) => `6650e7e1c17c${String(n).padStart(12, '0')}`;
const SECRET = 'whsec_0123456789abcdefghijklmnopqrstuvwxyzABCDEFG';

const HOOK: Webhook = {
  id: hex(1),
  url: 'https://crm.example.com/hooks',
  description: 'HubSpot',
  events: ['lead.created', 'meeting.booked'],
  enabled: true,
  secretHint: 'whsec_…DEFG',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  lastDelivery: { state: 'delivered', at: '2026-11-21T10:00:00.000Z' },
};

beforeEach(() => signIn('super-admin'));

describe('super admin: webhooks', () => {
  it('is in the sidebar; shows an empty state, then the new webhook and its secret once', async () => {
    let webhooks: Webhook[] = [];
    const sent: unknown[] = [];
    server.use(
      handle('webhooksList', () => HttpResponse.json({ webhooks })),
      handle('webhookCreate', async ({ request }) => {
        const body = (await request.json()) as Pick<Webhook, 'url' | 'description' | 'events'>;
        sent.push(body);
        const webhook = { ...HOOK, ...body, id: hex(2), lastDelivery: null };
        webhooks = [webhook];
        return HttpResponse.json({ message: 'Webhook created.', webhook, secret: SECRET }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    renderApp(paths.superAdmin.webhooks);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    expect(within(nav).getByRole('link', { name: 'Webhooks' })).toHaveAttribute('href', paths.superAdmin.webhooks);
    expect(await screen.findByText('No webhooks yet: leads stay in this console only.')).toBeInTheDocument();

    await user.click(screen.getAllByRole('button', { name: 'Add webhook' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://crm.example.com/new');
    await user.click(within(dialog).getByRole('checkbox', { name: /Lead status changed/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Meeting cancelled/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));

    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText(SECRET)).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'https://crm.example.com/new', description: '', events: ['lead.created', 'meeting.booked', 'meeting.moved'], enabled: true }]);
    await user.click(within(secret).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = (await screen.findByText('https://crm.example.com/new')).closest('tr')!;
    expect(row.textContent).not.toContain(SECRET);
    expect(within(row).getByText('None yet')).toBeInTheDocument();
  });

  it('offers one Add webhook while there are none, and one beside the heading once there are', async () => {
    server.use(handle('webhooksList', () => HttpResponse.json({ webhooks: [] })));
    renderRoute(paths.superAdmin.webhooks);
    expect(await screen.findByText(/No webhooks yet/)).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Add webhook' })).toHaveLength(1);
  });

  it('refuses a form without events, and says why', async () => {
    server.use(handle('webhooksList', () => HttpResponse.json({ webhooks: [] })));
    const user = userEvent.setup();
    renderRoute(paths.superAdmin.webhooks);
    await user.click((await screen.findAllByRole('button', { name: 'Add webhook' }))[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Add webhook' });
    await user.type(within(dialog).getByRole('textbox', { name: 'URL' }), 'https://crm.example.com/new');
    for (const box of within(dialog).getAllByRole('checkbox')) await user.click(box);
    await user.click(within(dialog).getByRole('button', { name: 'Add webhook' }));
    expect(await within(dialog).findByText('Choose at least one event.')).toBeInTheDocument();
  });

  it('shows the deliveries log of a webhook with its attempts', async () => {
    server.use(
      handle('webhooksList', () => HttpResponse.json({ webhooks: [HOOK] })),
      handle('webhookDeliveries', () =>
        HttpResponse.json({
          deliveries: [
            {
              id: hex(31),
              eventId: hex(41),
              type: 'lead.created',
              state: 'delivered',
              attempts: 2,
              nextAttemptAt: null,
              lastResponseCode: 200,
              lastError: null,
              createdAt: '2026-11-21T10:00:00.000Z',
              replayOf: null,
              attemptLog: [
                { at: '2026-11-21T10:00:00.000Z', responseCode: 500, error: 'HTTP 500', durationMs: 12 },
                { at: '2026-11-21T10:01:00.000Z', responseCode: 200, error: null, durationMs: 9 },
              ],
            },
          ],
          pagination: { page: 1, pageSize: 10, total: 1, totalPages: 1 },
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoute(paths.superAdmin.webhooks);
    await user.click(await screen.findByRole('button', { name: `Deliveries of ${HOOK.url}` }));
    const log = await screen.findByRole('region', { name: 'Deliveries' });
    expect(await within(log).findByText('lead.created')).toBeInTheDocument();
    expect(within(log).getByText('2 attempts')).toBeInTheDocument();
    expect(within(log).getByRole('button', { name: /^Replay lead.created/ })).toBeInTheDocument();
  });

  it('shows an error with a retry when the list cannot load, and Try again loads it', async () => {
    let down = true;
    let callsAfter = 0;
    server.use(
      handle('webhooksList', () => {
        if (down) return errorReply(500, 'Webhooks are out');
        callsAfter += 1;
        return HttpResponse.json({ webhooks: [HOOK] });
      }),
    );
    const user = userEvent.setup();
    renderRoute(paths.superAdmin.webhooks);
    expect(await screen.findByText('Webhooks are out')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: `Deliveries of ${HOOK.url}` })).toBeInTheDocument();
    expect(screen.queryByText('Webhooks are out')).not.toBeInTheDocument();
    expect(callsAfter).toBe(1);
  });
});
