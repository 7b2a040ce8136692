import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createOnce, createQueryClient, endpointQuery, queryKeyOf, shouldRetry, useEndpointMutation } from '@/lib/query';
import type { ErrorReply } from '@contract/common';
import { metaverseUser, platformLinks } from '../mocks/console';
import { handle, type ReplyOf } from '../mocks/contract';
import { server } from '../mocks/server';
import { signIn } from '../test-utils';

const USER_ID = '6650e7e1c17c0000000000c1';

describe('queryKeyOf', () => {
  it('is the endpoint name, then its arguments when it has any', () => {
    expect(queryKeyOf('bookedDemosList', { query: { page: 2, q: 'acme' } })).toEqual(['bookedDemosList', { query: { page: 2, q: 'acme' } }]);
    expect(queryKeyOf('metaversesList')).toEqual(['metaversesList']);
  });
});

describe('shouldRetry', () => {
  const reply = (status: number) => new AxiosError('failed', 'ERR', undefined, null, { status } as never);
  it('never retries a 4xx, retries a 5xx or a network error twice', () => {
    expect(shouldRetry(0, reply(401))).toBe(false);
    expect(shouldRetry(0, reply(404))).toBe(false);
    expect(shouldRetry(0, reply(503))).toBe(true);
    expect(shouldRetry(2, reply(503))).toBe(false);
    expect(shouldRetry(1, new AxiosError('Network Error', 'ERR_NETWORK'))).toBe(true);
  });
});

/** The metaverse-user list and a Delete button, as a console screen would wire them. */
function Users({ onDeleted }: { onDeleted: () => void }) {
  const list = useQuery(endpointQuery('usersList', { query: { page: 1 } }, (reply) => reply.data.users.map((u) => u.name)));
  const remove = useEndpointMutation('userDelete', { invalidates: ['usersList'], onSuccess: onDeleted });
  return (
    <>
      <ul aria-label="Users">{list.data?.map((name) => <li key={name}>{name}</li>)}</ul>
      <button type="button" onClick={() => remove.mutate({ params: { id: USER_ID } })}>
        Delete
      </button>
    </>
  );
}

describe('endpointQuery and useEndpointMutation', () => {
  beforeEach(() => signIn('super-admin'));

  it('fetches through call() and refetches the invalidated endpoint before onSuccess runs', async () => {
    let names = ['Ada Lovelace', 'Grace Hopper'];
    const listCalls: string[] = [];
    const page = (users: string[]): ReplyOf<'usersList'> => ({
      message: 'Users fetched successfully',
      data: { users: users.map((name, i) => metaverseUser({ _id: `6650e7e1c17c0000000001${String(i).padStart(2, '0')}`, name })), pagination: { page: 1, pageSize: 10, total: users.length, totalPages: 1 } },
    });
    server.use(
      handle('usersList', ({ request }) => {
        listCalls.push(new URL(request.url).search);
        return HttpResponse.json(page(names));
      }),
      handle('userDelete', () => {
        names = ['Ada Lovelace'];
        return HttpResponse.json({ message: 'Request Sent successfully!!' });
      }, { id: USER_ID }),
    );
    let shownWhenDone: string[] = [];
    const onDeleted = vi.fn(() => {
      shownWhenDone = listCalls.slice();
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <Users onDeleted={onDeleted} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(listCalls).toEqual(['?page=1']);

    await userEvent.setup().click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(listCalls).toEqual(['?page=1', '?page=1']);
    expect(onDeleted).toHaveBeenCalledTimes(1);
    expect(shownWhenDone).toHaveLength(2);
  });
});

describe('createOnce: console creates carry an Idempotency-Key and are sent once per intent', () => {
  beforeEach(() => signIn('super-admin'));
  const body = (name: string) => ({ body: { name, description: '', links: {} } });
  const reply = (name: string): ReplyOf<'metaverseCreate'> => ({
    message: 'Metaverse created successfully',
    data: {
      metaverse: {
        _id: USER_ID,
        name,
        description: '',
        admin: null,
        links: platformLinks(),
        createdAt: '2026-11-26T00:00:00.000Z',
        updatedAt: '2026-11-26T00:00:00.000Z',
        dashboardUsers: [],
        users: [],
      },
    },
  });

  it('a second submit of the same body while the first runs shares its request', async () => {
    const keys: (string | null)[] = [];
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    server.use(
      handle('metaverseCreate', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        await gate;
        return HttpResponse.json(reply('Twice'), { status: 201 });
      }),
    );
    const first = createOnce('metaverseCreate', body('Twice'));
    const second = createOnce('metaverseCreate', body('Twice'));
    expect(second).toBe(first);
    release();
    await Promise.all([first, second]);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a retry after a failure sends the same key; after a success the same body is a new intent', async () => {
    const keys: (string | null)[] = [];
    let fail = true;
    server.use(
      handle('metaverseCreate', ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        if (fail) return HttpResponse.json<ErrorReply>({ message: 'busy', errors: { details: [] } }, { status: 503 });
        return HttpResponse.json(reply('Retry'), { status: 201 });
      }),
    );
    await expect(createOnce('metaverseCreate', body('Retry'))).rejects.toThrow();
    fail = false;
    await createOnce('metaverseCreate', body('Retry'));
    await createOnce('metaverseCreate', body('Retry'));
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('another body is another intent with its own key', async () => {
    const keys: (string | null)[] = [];
    server.use(
      handle('metaverseCreate', async ({ request }) => {
        keys.push(request.headers.get('idempotency-key'));
        const { name } = (await request.json()) as { name: string };
        return HttpResponse.json(reply(name), { status: 201 });
      }),
    );
    await Promise.all([createOnce('metaverseCreate', body('A')), createOnce('metaverseCreate', body('B'))]);
    expect(new Set(keys).size).toBe(2);
  });
});
