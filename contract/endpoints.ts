import { z } from 'zod';
import { BookDemoSchema } from './book-demo';
import { IdSchema, MessageReplySchema, PageQuerySchema, RefreshTokenBodySchema, type Role } from './common';
import {
  DashboardUserCreateSchema,
  DashboardUserLoginReplySchema,
  DashboardUserLoginSchema,
  DashboardUserPatchSchema,
  DashboardUserReplySchema,
  DashboardUsersQuerySchema,
  DashboardUsersReplySchema,
  MetaversesOfUserReplySchema,
} from './dashboard-user';
import {
  MetaverseCreateSchema,
  MetaverseManagersReplySchema,
  MetaversePatchSchema,
  MetaverseReplySchema,
  MetaversesReplySchema,
} from './metaverse';
import {
  DeviceReplySchema,
  DevicesReplySchema,
  EventReplySchema,
  EventsReplySchema,
  UserCodeSchema,
  UserLoginReplySchema,
  UserLoginSchema,
  UserMetaversesReplySchema,
  UserPatchSchema,
  UserRefreshSchema,
  UserReplySchema,
  UsersReplySchema,
} from './metaverse-user';
import {
  SuperAdminCreateSchema,
  SuperAdminLoginReplySchema,
  SuperAdminLoginSchema,
  SuperAdminPatchSchema,
  SuperAdminReplySchema,
} from './super-admin';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Which deployed service an endpoint belongs to; each can have its own base URL on the client. */
export type Service = 'super-admin' | 'dashboard-user' | 'user' | 'metaverse' | 'contact';

/**
 * One row of the endpoint table. `roles` is both the client's token rule (the stored role's bearer token is attached
 * only when it is listed) and the server's role check; `anonymous` endpoints need no token at all.
 * Ownership (a dashboard user only reaching their own metaverses) is checked by the service behind the route.
 */
export interface Endpoint {
  method: Method;
  /** Path below the service base, Hono style (`metaverse/:id`). */
  path: string;
  service: Service;
  roles: readonly Role[];
  anonymous: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply: z.ZodType;
  /** Success status; 200 unless said. */
  status?: number;
  /** Two rows may share method and path (the original's `POST super-admin` is both create and login): this picks. */
  when?: (body: unknown) => boolean;
  summary: string;
}

const Id = z.object({ id: IdSchema });
const IdAndUser = z.object({ id: IdSchema, userId: IdSchema });
const hasName = (b: unknown) => typeof b === 'object' && b !== null && 'name' in b;

const SA = ['super-admin'] as const;
const DU = ['dashboard-user'] as const;
const MU = ['metaverse-user'] as const;

/** Every call of SPEC part 7. Names are what the client's service functions and the tests use. */
export const endpoints = {
  // 7.1 Demo booking
  bookDemo: {
    method: 'POST', path: 'meta/book-demo', service: 'contact', roles: [], anonymous: true,
    body: BookDemoSchema, reply: MessageReplySchema, summary: 'Book a demo',
  },

  // 7.2 Super-admin service
  superAdminCreate: {
    method: 'POST', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false, when: hasName,
    body: SuperAdminCreateSchema, reply: SuperAdminReplySchema, status: 201, summary: 'Create a super admin',
  },
  superAdminLogin: {
    method: 'POST', path: 'super-admin', service: 'super-admin', roles: [], anonymous: true,
    body: SuperAdminLoginSchema, reply: SuperAdminLoginReplySchema, summary: 'Super-admin login',
  },
  superAdminMe: {
    method: 'GET', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false,
    reply: SuperAdminReplySchema, summary: 'Own super-admin profile',
  },
  superAdminPatch: {
    method: 'PATCH', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false,
    body: SuperAdminPatchSchema, reply: SuperAdminReplySchema, summary: 'Update own super-admin profile',
  },
  superAdminDelete: {
    method: 'DELETE', path: 'super-admin', service: 'super-admin', roles: SA, anonymous: false,
    reply: MessageReplySchema, summary: 'Delete own super-admin account',
  },
  superAdminRefresh: {
    method: 'PATCH', path: 'super-admin/refresh-token', service: 'super-admin', roles: [], anonymous: true,
    body: RefreshTokenBodySchema, reply: SuperAdminLoginReplySchema, summary: 'New super-admin token pair',
  },

  // 7.3 Dashboard-user service
  dashboardUserCreate: {
    method: 'PUT', path: 'dashboard-user', service: 'dashboard-user', roles: SA, anonymous: false,
    body: DashboardUserCreateSchema, reply: DashboardUserReplySchema, status: 201, summary: 'Create a dashboard user',
  },
  dashboardUserLogin: {
    method: 'POST', path: 'dashboard-user', service: 'dashboard-user', roles: [], anonymous: true,
    body: DashboardUserLoginSchema, reply: DashboardUserLoginReplySchema, summary: 'Dashboard-user login',
  },
  dashboardUsersList: {
    method: 'GET', path: 'dashboard-users', service: 'dashboard-user', roles: SA, anonymous: false,
    query: DashboardUsersQuerySchema, reply: DashboardUsersReplySchema, summary: 'List dashboard users',
  },
  dashboardUserPatchSelf: {
    method: 'PATCH', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false,
    body: DashboardUserPatchSchema, reply: DashboardUserReplySchema, summary: 'Update own dashboard-user profile',
  },
  dashboardUserDeleteSelf: {
    method: 'DELETE', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false,
    reply: MessageReplySchema, summary: 'Delete own dashboard-user account',
  },
  dashboardUserRefresh: {
    method: 'PATCH', path: 'dashboard-user/refresh-token', service: 'dashboard-user', roles: [], anonymous: true,
    body: RefreshTokenBodySchema, reply: DashboardUserLoginReplySchema, summary: 'New dashboard-user token pair',
  },
  dashboardUserMe: {
    method: 'GET', path: 'dashboard-user', service: 'dashboard-user', roles: DU, anonymous: false,
    reply: DashboardUserReplySchema, summary: 'Own dashboard-user profile',
  },
  dashboardUserMetaverseUsers: {
    method: 'GET', path: 'dashboard-user/metaverse/:id/metaverse-users', service: 'dashboard-user', roles: DU,
    anonymous: false, params: Id, query: PageQuerySchema, reply: UsersReplySchema,
    summary: 'Metaverse users of a metaverse the caller administers or manages',
  },
  dashboardUserMyMetaverses: {
    method: 'GET', path: 'dashboard-user/metaverses', service: 'dashboard-user', roles: DU, anonymous: false,
    reply: MetaversesOfUserReplySchema, summary: 'Own metaverses',
  },
  dashboardUserGet: {
    method: 'GET', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false,
    params: Id, reply: DashboardUserReplySchema, summary: 'A dashboard user by id',
  },
  dashboardUserPatch: {
    method: 'PATCH', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false,
    params: Id, body: DashboardUserPatchSchema, reply: DashboardUserReplySchema, summary: 'Update a dashboard user',
  },
  dashboardUserDelete: {
    method: 'DELETE', path: 'dashboard-user/:id', service: 'dashboard-user', roles: SA, anonymous: false,
    params: Id, reply: MessageReplySchema, summary: 'Delete a dashboard user',
  },
  dashboardUserMetaverses: {
    method: 'GET', path: 'dashboard-user/:id/metaverses', service: 'dashboard-user', roles: SA, anonymous: false,
    params: Id, reply: MetaversesOfUserReplySchema, summary: "A dashboard user's metaverses",
  },

  // 7.4 Metaverse-user service
  userLogin: {
    method: 'POST', path: 'user', service: 'user', roles: [], anonymous: true,
    body: UserLoginSchema, reply: UserLoginReplySchema, summary: 'Metaverse-user login with an identity token',
  },
  userCode: {
    method: 'POST', path: 'user/code', service: 'user', roles: MU, anonymous: false,
    body: UserCodeSchema, reply: z.object({ message: z.string() }), summary: 'Approve a device code shown on a screen',
  },
  userMe: {
    method: 'GET', path: 'user', service: 'user', roles: MU, anonymous: false,
    reply: UserReplySchema, summary: 'Own metaverse-user profile',
  },
  userPatchSelf: {
    method: 'PATCH', path: 'user', service: 'user', roles: MU, anonymous: false,
    body: UserPatchSchema, reply: UserReplySchema, summary: 'Update own metaverse-user profile',
  },
  userDeleteSelf: {
    method: 'DELETE', path: 'user', service: 'user', roles: MU, anonymous: false,
    reply: MessageReplySchema, summary: 'Delete own metaverse-user account',
  },
  userRefresh: {
    method: 'PATCH', path: 'user/refresh-token', service: 'user', roles: [], anonymous: true,
    body: UserRefreshSchema, reply: UserLoginReplySchema, summary: 'New metaverse-user token pair',
  },
  userMyMetaverses: {
    method: 'GET', path: 'user/metaverses', service: 'user', roles: MU, anonymous: false,
    reply: UserMetaversesReplySchema, summary: 'Own metaverses',
  },
  userEvents: {
    method: 'GET', path: 'user/events', service: 'user', roles: MU, anonymous: false,
    reply: EventsReplySchema, summary: 'Own events',
  },
  userEvent: {
    method: 'GET', path: 'user/events/:id', service: 'user', roles: MU, anonymous: false,
    params: Id, reply: EventReplySchema, summary: 'One own event',
  },
  userDevices: {
    method: 'GET', path: 'user/devices', service: 'user', roles: MU, anonymous: false,
    reply: DevicesReplySchema, summary: 'Own devices',
  },
  userDevice: {
    method: 'GET', path: 'user/devices/:id', service: 'user', roles: MU, anonymous: false,
    params: Id, reply: DeviceReplySchema, summary: 'One own device',
  },
  userGet: {
    method: 'GET', path: 'user/:id', service: 'user', roles: SA, anonymous: false,
    params: Id, reply: UserReplySchema, summary: 'A metaverse user by id',
  },
  userDelete: {
    method: 'DELETE', path: 'user/:id', service: 'user', roles: SA, anonymous: false,
    params: Id, reply: MessageReplySchema, summary: 'Delete a metaverse user',
  },
  userMetaverses: {
    method: 'GET', path: 'user/:id/metaverses', service: 'user', roles: SA, anonymous: false,
    params: Id, reply: UserMetaversesReplySchema, summary: "A metaverse user's metaverses",
  },
  usersList: {
    method: 'GET', path: 'users', service: 'user', roles: SA, anonymous: false,
    query: PageQuerySchema, reply: UsersReplySchema, summary: 'List metaverse users',
  },

  // 7.5 Metaverse service
  metaverseCreate: {
    method: 'PUT', path: 'metaverse', service: 'metaverse', roles: SA, anonymous: false,
    body: MetaverseCreateSchema, reply: MetaverseReplySchema, status: 201, summary: 'Create a metaverse',
  },
  metaversesList: {
    method: 'GET', path: 'metaverses', service: 'metaverse', roles: SA, anonymous: false,
    reply: MetaversesReplySchema, summary: 'List metaverses',
  },
  metaverseGet: {
    method: 'GET', path: 'metaverse/:id', service: 'metaverse', roles: ['super-admin', 'dashboard-user'],
    anonymous: false, params: Id, reply: MetaverseReplySchema, summary: 'A metaverse with its managers and users',
  },
  metaversePatch: {
    method: 'PATCH', path: 'metaverse/:id', service: 'metaverse', roles: SA, anonymous: false,
    params: Id, body: MetaversePatchSchema, reply: MetaverseReplySchema, summary: 'Update a metaverse',
  },
  metaverseDelete: {
    method: 'DELETE', path: 'metaverse/:id', service: 'metaverse', roles: SA, anonymous: false,
    params: Id, reply: MessageReplySchema, summary: 'Delete a metaverse',
  },
  metaverseAddManager: {
    method: 'PUT', path: 'metaverse/:id/dashboard-user/:userId', service: 'metaverse', roles: SA, anonymous: false,
    params: IdAndUser, reply: MessageReplySchema, summary: 'Make a dashboard user a manager of a metaverse',
  },
  metaverseRemoveManager: {
    method: 'DELETE', path: 'metaverse/:id/dashboard-user/:userId', service: 'metaverse', roles: SA,
    anonymous: false, params: IdAndUser, reply: MessageReplySchema, summary: 'Remove a manager from a metaverse',
  },
  metaverseManagers: {
    method: 'GET', path: 'metaverse/:id/dashboard-users', service: 'metaverse',
    roles: ['super-admin', 'dashboard-user'], anonymous: false, params: Id, reply: MetaverseManagersReplySchema,
    summary: 'Managers and admin of a metaverse',
  },
  metaverseJoin: {
    method: 'PUT', path: 'metaverse/:id/metaverse-user', service: 'metaverse', roles: MU, anonymous: false,
    params: Id, reply: MessageReplySchema, summary: 'Join a metaverse as the calling metaverse user',
  },
  metaverseRemoveUser: {
    method: 'DELETE', path: 'metaverse/:id/user/:userId', service: 'metaverse',
    roles: ['super-admin', 'metaverse-user'], anonymous: false, params: IdAndUser, reply: MessageReplySchema,
    summary: 'Leave a metaverse, or remove a user from it',
  },
  metaverseUsers: {
    method: 'GET', path: 'metaverse/:id/metaverse-users', service: 'metaverse',
    roles: ['super-admin', 'dashboard-user'], anonymous: false, params: Id, query: PageQuerySchema,
    reply: UsersReplySchema, summary: 'Users of a metaverse',
  },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;
export type EndpointOf<N extends EndpointName> = (typeof endpoints)[N];

type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

/** What a caller passes for endpoint N. */
export type RequestOf<N extends EndpointName> = {
  params: EndpointOf<N> extends { params: infer P } ? Infer<P> : undefined;
  query: EndpointOf<N> extends { query: infer Q } ? Infer<Q> : undefined;
  body: EndpointOf<N> extends { body: infer B } ? Infer<B> : undefined;
};

/** The parsed reply of endpoint N. */
export type ReplyOf<N extends EndpointName> = Out<EndpointOf<N>['reply']>;

/** Replace `:name` segments with values. */
export function buildPath(path: string, params: Record<string, string> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`Missing path parameter ${key} for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The refresh endpoint for each role (SPEC part 4, session refresh). */
export const REFRESH_ENDPOINT: Record<Role, EndpointName> = {
  'super-admin': 'superAdminRefresh',
  'dashboard-user': 'dashboardUserRefresh',
  'metaverse-user': 'userRefresh',
};
