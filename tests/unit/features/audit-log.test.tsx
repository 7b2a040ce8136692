import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import type { ReplyOf } from '@contract/endpoints';
import { handle } from '../mocks/contract';
import { server } from '../mocks/server';
import { renderApp, renderRoute, signIn } from '../test-utils';

type AuditEvent = ReplyOf<'auditEvents'>['data']['auditEvents'][number];

const hex = (n: number) => `6650e7e1c17c${String(n).padStart(12, '0')}`;

const EVENT: AuditEvent = {
  id: hex(1),
  at: '2026-11-20T10:00:00.000Z',
  actor: { role: 'super-admin', id: hex(9), display: 'Root Admin <root@example.com>' },
  ip: '203.0.113.7',
  action: 'lead.status_changed',
  target: { type: 'lead', id: hex(2), label: 'Lena Lead (Lead Co)' },
  changes: { status: { before: 'new', after: 'contacted' } },
};

const reply = (auditEvents: AuditEvent[]) =>
  HttpResponse.json<ReplyOf<'auditEvents'>>({
    message: 'Audit events fetched',
    data: { auditEvents, pagination: { page: 1, pageSize: 10, total: auditEvents.length, totalPages: auditEvents.length ? 1 : 0 } },
  });

beforeEach(() => signIn('super-admin'));

describe('super admin: audit log', () => {
  it('is in the sidebar and shows who changed what, before → after', async () => {
    server.use(handle('auditEvents', () => reply([EVENT, { ...EVENT, id: hex(3), action: 'dashboard_user.updated', target: { type: 'dashboard_user', id: hex(4), label: 'dora@example.com' }, changes: { password: { before: '[redacted]', after: '[redacted]' } } }])));
    renderApp(paths.superAdmin.auditLog);
    const nav = await screen.findByRole('navigation', { name: 'Super admin' });
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute('href', '/super-admin/audit-log');
    const row = (await screen.findByText('Lena Lead (Lead Co)')).closest('tr')!;
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Lead status changed');
    expect(row).toHaveTextContent('Status: New → Contacted');
    // Who: the name, its email behind it (a disclosure), role and address on one muted line.
    const who = within(row).getByText('Root Admin');
    expect(who.tagName).toBe('SUMMARY');
    expect(row).not.toHaveTextContent('<root@example.com>');
    expect(who.closest('details')).toHaveTextContent('root@example.com');
    expect(row).toHaveTextContent('Super admin · 203.0.113.7');
    const other = screen.getByText('dora@example.com').closest('tr')!;
    expect(other).toHaveTextContent('Password: [redacted] → [redacted]');
  });

  it('puts the filters in the request and says when nothing matches', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      handle('auditEvents', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return reply(query.get('action') ? [] : [EVENT]);
      }),
    );
    const user = userEvent.setup();
    renderRoute(paths.superAdmin.auditLog);
    expect(await screen.findByText('Lena Lead (Lead Co)')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Action'), 'metaverse.created');
    expect(await screen.findByText('No audit events match these filters')).toBeInTheDocument();
    await waitFor(() => expect(asked.at(-1)?.get('action')).toBe('metaverse.created'));
    await user.selectOptions(screen.getByLabelText('Action'), '');
    await user.type(screen.getByLabelText('Search the audit log'), 'Lena');
    await waitFor(() => expect(asked.at(-1)?.get('q')).toBe('Lena'));
    expect(asked.at(-1)?.get('action')).toBeNull();
  });

  it('shows an empty log as such', async () => {
    server.use(handle('auditEvents', () => reply([])));
    renderRoute(paths.superAdmin.auditLog);
    expect(await screen.findByText('Nothing has been changed in the consoles yet')).toBeInTheDocument();
  });
});
