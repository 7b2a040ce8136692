import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, errorMessage, isMissing, NETWORK_ERROR, refreshTokens, SessionExpiredError } from '@/lib/http';
import { getSession, KEYS, SESSION_CHANGE_EVENT, SESSION_ENDED_EVENT, type SessionEndedDetail } from '@/lib/session';
import { getCookie } from '@/lib/session';
import { dashboardUser, errorReply, handle, ids, makeJwt, superAdmin, urlOf, type ReplyOf } from '../mocks/contract';
import { metaverseUser } from '../mocks/console';
import { server } from '../mocks/server';
import { signIn } from '../test-utils';

const meReply = () => HttpResponse.json<ReplyOf<'superAdminGetSelf'>>({ message: 'ok', data: { superAdmin } });
const pairReply = (accessToken: string, refreshToken = 'refresh-new') =>
  HttpResponse.json<ReplyOf<'superAdminRefresh'>>({ message: 'Token refreshed', data: { superAdmin, accessToken, refreshToken } });

let ended: string[] = [];
const onEnded = (event: Event) => ended.push((event as CustomEvent<SessionEndedDetail>).detail.userType);
beforeEach(() => {
  ended = [];
  window.addEventListener(SESSION_ENDED_EVENT, onEnded);
});
afterEach(() => window.removeEventListener(SESSION_ENDED_EVENT, onEnded));

describe('http client: which requests carry the token', () => {
  it('attaches the bearer token when the stored role is allowed on the endpoint', async () => {
    const token = makeJwt();
    signIn('super-admin', token);
    let auth: string | null = null;
    server.use(
      handle('superAdminGetSelf', ({ request }) => {
        auth = request.headers.get('authorization');
        return meReply();
      }),
    );
    await call('superAdminGetSelf');
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('does not attach it for a role the endpoint does not list', async () => {
    signIn('dashboard-user');
    let auth: string | null = 'unset';
    server.use(
      handle('dashboardUsersList', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok', data: { dashboardUsers: [], pagination: { page: 1, pageSize: 10, total: 0, totalPages: 0 } } });
      }),
    );
    await call('dashboardUsersList', { query: { page: 1 } });
    expect(auth).toBeNull();
  });

  it('sends no token to anonymous endpoints even when signed in', async () => {
    signIn('super-admin');
    let auth: string | null = 'unset';
    server.use(
      handle('dashboardUserLogin', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok', data: { dashboardUser, accessToken: 'a', refreshToken: 'r' } });
      }),
    );
    await call('dashboardUserLogin', { body: { email: 'x@example.com', password: 'pw' } });
    expect(auth).toBeNull();
  });

  it('fills path parameters and sends the contact headers to the contact service', async () => {
    let headers: Headers | undefined;
    server.use(
      handle('bookDemo', ({ request }) => {
        headers = request.headers;
        return HttpResponse.json({ message: 'Successully sent email.' });
      }),
      handle('userGet', () => HttpResponse.json({ message: 'ok', data: { user: metaverseUser({ _id: ids.dashboardUser }) } }), {
        id: ids.dashboardUser,
      }),
    );
    const body = { businessEmail: 'a@b.co', companyName: 'C', message: 'M', phoneNumber: '+911234567890', name: 'N' };
    await expect(call('bookDemo', { body })).resolves.toEqual({ message: 'Successully sent email.' });
    expect(headers?.get('token')).toBe('dev-contact-token');
    expect(headers?.get('versionnumber')).toBe('v2');
    signIn('super-admin');
    const reply = await call('userGet', { params: { id: ids.dashboardUser } });
    expect(reply.data.user._id).toBe(ids.dashboardUser);
  });
});

describe('http client: refresh on 401', () => {
  it('refreshes once, stores the new pair and retries the request once', async () => {
    signIn('super-admin', makeJwt());
    const fresh = makeJwt(7200, { fresh: true });
    const seen: Array<string | null> = [];
    let refreshBody: unknown;
    server.use(
      handle('superAdminGetSelf', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return seen.length === 1 ? errorReply(401, 'Unauthorized') : meReply();
      }),
      handle('superAdminRefresh', async ({ request }) => {
        refreshBody = await request.json();
        return pairReply(fresh);
      }),
    );
    const reply = await call('superAdminGetSelf');
    expect(reply.data.superAdmin.email).toBe(superAdmin.email);
    expect(refreshBody).toEqual({ refreshToken: 'refresh-super-admin' });
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(`Bearer ${fresh}`);
    expect(localStorage.getItem(KEYS.accessToken)).toBe(fresh);
    expect(localStorage.getItem(KEYS.refreshToken)).toBe('refresh-new');
    expect(getCookie('accessToken')).toBe(fresh);
  });

  it('accepts the new pair at the top level of the reply too', async () => {
    signIn('dashboard-user');
    const fresh = makeJwt(7200, { top: true });
    let calls = 0;
    server.use(
      handle('dashboardUserGetSelf', () =>
        ++calls === 1 ? errorReply(401, 'Unauthorized') : HttpResponse.json({ message: 'ok', data: { dashboardUser } }),
      ),
      // Plain http: the pair at the top level is deliberately not the contract's reply (the client accepts it too).
      http.patch(urlOf('dashboardUserRefresh'), () => HttpResponse.json({ accessToken: fresh, refreshToken: 'r2' })),
    );
    await call('dashboardUserGetSelf');
    expect(getSession()?.accessToken).toBe(fresh);
  });

  it('sends the metaverse-user refresh token as bearer as well', async () => {
    signIn('metaverse-user');
    let auth: string | null = null;
    let calls = 0;
    server.use(
      handle('userGetSelf', () =>
        ++calls === 1 ? errorReply(401, 'Unauthorized') : HttpResponse.json({ message: 'ok', data: { user: metaverseUser() } }),
      ),
      handle('userRefresh', ({ request }) => {
        auth = request.headers.get('authorization');
        return HttpResponse.json({ message: 'ok', data: { user: metaverseUser(), accessToken: makeJwt(), refreshToken: 'r3' } });
      }),
    );
    await call('userGetSelf');
    expect(auth).toBe('Bearer refresh-metaverse-user');
  });

  it('does not retry the same request a second time when the retry is refused too', async () => {
    signIn('super-admin');
    let attempts = 0;
    let refreshes = 0;
    server.use(
      handle('superAdminGetSelf', () => {
        attempts += 1;
        return errorReply(401, 'Unauthorized');
      }),
      handle('superAdminRefresh', () => {
        refreshes += 1;
        return pairReply(makeJwt());
      }),
    );
    await expect(call('superAdminGetSelf')).rejects.toMatchObject({ response: { status: 401 } });
    expect(attempts).toBe(2);
    expect(refreshes).toBe(1);
    expect(ended).toEqual([]);
  });

  it('does not refresh on a 401 of a request that carried no token (a wrong password)', async () => {
    let refreshes = 0;
    server.use(
      handle('superAdminLogin', () => errorReply(401, 'Unauthorized')),
      handle('superAdminRefresh', () => {
        refreshes += 1;
        return pairReply(makeJwt());
      }),
    );
    await expect(call('superAdminLogin', { body: { email: 'a@b.co', password: 'x' } })).rejects.toMatchObject({
      response: { status: 401 },
    });
    expect(refreshes).toBe(0);
  });

  it('shares one refresh among concurrent 401s', async () => {
    signIn('super-admin');
    const fresh = makeJwt(7200, { shared: true });
    let refreshes = 0;
    server.use(
      handle('superAdminGetSelf', ({ request }) =>
        request.headers.get('authorization') === `Bearer ${fresh}` ? meReply() : errorReply(401, 'Unauthorized'),
      ),
      handle('superAdminRefresh', async () => {
        refreshes += 1;
        await new Promise((resolve) => setTimeout(resolve, 20));
        return pairReply(fresh);
      }),
    );
    const replies = await Promise.all([call('superAdminGetSelf'), call('superAdminGetSelf'), call('superAdminGetSelf')]);
    expect(replies).toHaveLength(3);
    expect(refreshes).toBe(1);
  });

  it('refreshes before sending when the access token expires within 30 s', async () => {
    signIn('super-admin', makeJwt(20));
    const fresh = makeJwt(3600, { proactive: true });
    const seen: Array<string | null> = [];
    server.use(
      handle('superAdminRefresh', () => pairReply(fresh)),
      handle('superAdminGetSelf', ({ request }) => {
        seen.push(request.headers.get('authorization'));
        return meReply();
      }),
    );
    await call('superAdminGetSelf');
    expect(seen).toEqual([`Bearer ${fresh}`]);
  });

  it('sends a token with more than 30 s left as it is', async () => {
    const token = makeJwt(45);
    signIn('super-admin', token);
    let auth: string | null = null;
    server.use(
      handle('superAdminGetSelf', ({ request }) => {
        auth = request.headers.get('authorization');
        return meReply();
      }),
    );
    await call('superAdminGetSelf');
    expect(auth).toBe(`Bearer ${token}`);
  });

  it('clears storage and announces the end, without leaving the page, when the refresh fails', async () => {
    signIn('super-admin');
    localStorage.setItem('other', 'kept until logout');
    server.use(
      handle('superAdminGetSelf', () => errorReply(401, 'Unauthorized')),
      handle('superAdminRefresh', () => errorReply(401, 'Invalid refresh token')),
    );
    let changed = 0;
    const onChange = () => changed++;
    window.addEventListener(SESSION_CHANGE_EVENT, onChange);
    try {
      await expect(call('superAdminGetSelf')).rejects.toBeInstanceOf(SessionExpiredError);
    } finally {
      window.removeEventListener(SESSION_CHANGE_EVENT, onChange);
    }
    expect(localStorage.length).toBe(0);
    expect(getCookie('accessToken')).toBeNull();
    expect(ended).toEqual(['super-admin']);
    // The page's own readers of the session (the city's "Signed in as" strip) hear of it at once.
    expect(changed).toBe(1);
  });

  it('clears storage and announces the end when the refresh reply has no tokens', async () => {
    signIn('super-admin');
    // Plain http: a refresh reply without tokens is deliberately not the contract's.
    server.use(http.patch(urlOf('superAdminRefresh'), () => HttpResponse.json({ message: 'ok' })));
    await expect(refreshTokens()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(localStorage.length).toBe(0);
    expect(ended).toEqual(['super-admin']);
  });

  it('clears storage when there is no user type to refresh for (nobody to tell)', async () => {
    localStorage.setItem(KEYS.refreshToken, 'orphan');
    await expect(refreshTokens()).rejects.toBeInstanceOf(SessionExpiredError);
    expect(localStorage.length).toBe(0);
    expect(ended).toEqual([]);
  });

  it('keeps the session when the refresh cannot reach the server or the server fails', async () => {
    signIn('dashboard-user');
    server.use(handle('dashboardUserRefresh', () => errorReply(503, 'Service unavailable')));
    await expect(refreshTokens()).rejects.toMatchObject({ response: { status: 503 } });
    expect(getSession()?.userType).toBe('dashboard-user');
    expect(ended).toEqual([]);
  });

  it('clears storage when the stored user type is unknown, and sends no token', async () => {
    signIn('super-admin');
    localStorage.setItem(KEYS.userType, 'pirate');
    let auth: string | null = 'unset';
    server.use(
      handle('superAdminGetSelf', ({ request }) => {
        auth = request.headers.get('authorization');
        return meReply();
      }),
    );
    await call('superAdminGetSelf');
    expect(auth).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(getCookie('user-type')).toBeNull();
  });
});

describe('errorMessage', () => {
  it('prefers errors.details[0].message, then message', async () => {
    server.use(
      handle('superAdminLogin', () => errorReply(400, 'Validation error', 'Invalid email address!')),
      // Plain http: an error without `errors.details` is deliberately not the contract's shape (the fallback to `message`).
      http.post(urlOf('dashboardUserLogin'), () => HttpResponse.json({ message: 'Too many requests' }, { status: 429 })),
    );
    const first = await call('superAdminLogin', { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(errorMessage(first)).toBe('Invalid email address!');
    const second = await call('dashboardUserLogin', { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(errorMessage(second)).toBe('Too many requests');
  });

  it('names a network failure', async () => {
    server.use(handle('superAdminLogin', () => HttpResponse.error()));
    const err = await call('superAdminLogin', { body: { email: 'x', password: 'y' } }).catch((e: unknown) => e);
    expect(errorMessage(err)).toBe(NETWORK_ERROR);
  });

  it('falls back to the error message of a non-http error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
  });
});

describe('isMissing', () => {
  it('is true for a 404 or a 400 (an id that cannot name anything), false for other failures', async () => {
    const failWith = async (status: number) => {
      server.use(handle('superAdminGetSelf', () => errorReply(status, 'x')));
      return call('superAdminGetSelf').catch((e: unknown) => e);
    };
    signIn('super-admin');
    expect(isMissing(await failWith(404))).toBe(true);
    expect(isMissing(await failWith(400))).toBe(true);
    expect(isMissing(await failWith(403))).toBe(false);
    expect(isMissing(await failWith(500))).toBe(false);
    expect(isMissing(new Error('404'))).toBe(false);
  });
});

describe('refresh across tabs (Web Locks)', () => {
  /** A lock another tab holds until `release()`; `ifAvailable` requests are refused meanwhile. */
  function lockHeldByAnotherTab() {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const requests: string[] = [];
    const locks = {
      async request(name: string, a: unknown, b?: unknown) {
        const [options, callback] = (typeof a === 'function' ? [{}, a] : [a, b]) as [{ ifAvailable?: boolean }, (lock: unknown) => unknown];
        requests.push(options.ifAvailable ? 'ifAvailable' : 'wait');
        if (options.ifAvailable) return callback(null);
        await held;
        return callback({ name });
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return { release, requests };
  }
  afterEach(() => {
    delete (navigator as { locks?: unknown }).locks;
  });

  it("waits for the other tab's refresh and uses the tokens it stored, even when they reach this tab after the lock", async () => {
    signIn('super-admin', makeJwt(10));
    const fresh = makeJwt(3600, { otherTab: true });
    let refreshes = 0;
    server.use(
      handle('superAdminRefresh', () => {
        refreshes += 1;
        return pairReply(makeJwt());
      }),
    );
    const tab = lockHeldByAnotherTab();
    const pending = refreshTokens();
    tab.release();
    // Browsers copy localStorage between tabs asynchronously: the other tab's tokens arrive a moment later.
    await new Promise((resolve) => setTimeout(resolve, 30));
    localStorage.setItem(KEYS.accessToken, fresh);
    localStorage.setItem(KEYS.refreshToken, 'refresh-from-the-other-tab');
    window.dispatchEvent(new StorageEvent('storage', { key: KEYS.refreshToken }));
    expect(await pending).toBe(fresh);
    expect(refreshes).toBe(0);
    expect(tab.requests).toEqual(['ifAvailable', 'wait']);
    expect(ended).toEqual([]);
  });

  it('refreshes itself when the lock is free', async () => {
    signIn('super-admin', makeJwt(10));
    const fresh = makeJwt(3600, { mine: true });
    server.use(handle('superAdminRefresh', () => pairReply(fresh, 'refresh-mine')));
    const locks = { request: (_: string, _o: unknown, callback: (lock: unknown) => unknown) => Promise.resolve(callback({})) };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    expect(await refreshTokens()).toBe(fresh);
    expect(getSession()?.refreshToken).toBe('refresh-mine');
  });
});
