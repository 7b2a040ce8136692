import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AxiosError } from 'axios';
import { HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient, endpointQuery, queryKeyOf, shouldRetry, useEndpointMutation } from '@/lib/query';
import { handle } from '../mocks/contract';
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
    const page = (users: string[]) => ({
      message: 'Users fetched successfully',
      data: { users: users.map((name, i) => ({ _id: `u${i}`, name })), pagination: { page: 1, pageSize: 10, total: users.length, totalPages: 1 } },
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
