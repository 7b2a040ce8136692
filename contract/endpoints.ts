import { z } from 'zod';
import { BookDemoSchema, BookedDemosQuerySchema, BookedDemosReplySchema, BookedDemosWeeklyReplySchema } from './book-demo';
import { IdSchema, MessageReplySchema, PageQuerySchema, RefreshTokenBodySchema } from './common';
import { InsightsReplySchema, OwnUserReplySchema, OwnUsersQuerySchema, OwnUsersReplySchema } from './dashboard-insights';
import {
  DashboardUserCreateSchema,
  DashboardUserLoginReplySchema,
  DashboardUserLoginSchema,
  DashboardUserPatchSchema,
  DashboardUserPatchSelfSchema,
  DashboardUserReplySchema,
  DashboardUsersQuerySchema,
  DashboardUsersReplySchema,
  MetaversesOfUserReplySchema,
  PasswordResetRequestSchema,
  PasswordResetSchema,
} from './dashboard-user';
import {
  MetaverseCreateSchema,
  MetaverseManagersReplySchema,
  MetaversePatchSchema,
  MetaverseReplySchema,
  MetaversesReplySchema,
} from './metaverse';
import {
  DeviceCodeReplySchema,
  DeviceCodeRequestSchema,
  DeviceTokenSchema,
  IdTokenReplySchema,
  LocalCodeSentReplySchema,
  LocalGoogleSchema,
  LocalGoogleVerifySchema,
  LocalPhoneSendReplySchema,
  LocalPhoneSendSchema,
  LocalPhoneVerifySchema,
} from './identity';
import {
  DeviceReplySchema,
  DevicesReplySchema,
  EventReplySchema,
  EventsReplySchema,
  UserCodeReplySchema,
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

import { routes, type EndpointName, type Route } from './routes';

export * from './routes';

/** A row of the table with its schemas: what the server validates and the tests check replies against. */
export interface Endpoint extends Route {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  reply: z.ZodType;
  /** Two rows may share method and path (the original's `POST super-admin` is both create and login): this picks. */
  when?: (body: unknown) => boolean;
}

const Id = z.object({ id: IdSchema });
const IdAndUser = z.object({ id: IdSchema, userId: IdSchema });
const hasName = (b: unknown) => typeof b === 'object' && b !== null && 'name' in b;

/** The routes of contract/routes.ts with their request and reply schemas; every route has exactly one entry. */
export const endpoints = {
  // 7.1 Demo booking
  bookDemo: { ...routes.bookDemo, body: BookDemoSchema, reply: MessageReplySchema },
  bookedDemosList: { ...routes.bookedDemosList, query: BookedDemosQuerySchema, reply: BookedDemosReplySchema },
  bookedDemosExport: { ...routes.bookedDemosExport, query: BookedDemosQuerySchema, reply: z.string() },
  bookedDemosWeekly: { ...routes.bookedDemosWeekly, reply: BookedDemosWeeklyReplySchema },

  // 7.2 Super-admin service
  superAdminCreate: { ...routes.superAdminCreate, when: hasName, body: SuperAdminCreateSchema, reply: SuperAdminReplySchema },
  superAdminLogin: { ...routes.superAdminLogin, body: SuperAdminLoginSchema, reply: SuperAdminLoginReplySchema },
  superAdminMe: { ...routes.superAdminMe, reply: SuperAdminReplySchema },
  superAdminPatch: { ...routes.superAdminPatch, body: SuperAdminPatchSchema, reply: SuperAdminReplySchema },
  superAdminDelete: { ...routes.superAdminDelete, reply: MessageReplySchema },
  superAdminRefresh: { ...routes.superAdminRefresh, body: RefreshTokenBodySchema, reply: SuperAdminLoginReplySchema },
  superAdminLogout: { ...routes.superAdminLogout, reply: MessageReplySchema },

  // 7.3 Dashboard-user service
  dashboardUserCreate: { ...routes.dashboardUserCreate, body: DashboardUserCreateSchema, reply: DashboardUserReplySchema },
  dashboardUserLogin: { ...routes.dashboardUserLogin, body: DashboardUserLoginSchema, reply: DashboardUserLoginReplySchema },
  dashboardUsersList: { ...routes.dashboardUsersList, query: DashboardUsersQuerySchema, reply: DashboardUsersReplySchema },
  dashboardUserPatchSelf: { ...routes.dashboardUserPatchSelf, body: DashboardUserPatchSelfSchema, reply: DashboardUserReplySchema },
  dashboardUserDeleteSelf: { ...routes.dashboardUserDeleteSelf, reply: MessageReplySchema },
  dashboardUserRefresh: { ...routes.dashboardUserRefresh, body: RefreshTokenBodySchema, reply: DashboardUserLoginReplySchema },
  dashboardUserLogout: { ...routes.dashboardUserLogout, reply: MessageReplySchema },
  dashboardUserMe: { ...routes.dashboardUserMe, reply: DashboardUserReplySchema },
  dashboardUserMetaverseUsers: { ...routes.dashboardUserMetaverseUsers, params: Id, query: PageQuerySchema, reply: UsersReplySchema },
  dashboardUserOwnUsers: { ...routes.dashboardUserOwnUsers, query: OwnUsersQuerySchema, reply: OwnUsersReplySchema },
  dashboardUserOwnUser: { ...routes.dashboardUserOwnUser, params: Id, reply: OwnUserReplySchema },
  dashboardUserInsights: { ...routes.dashboardUserInsights, reply: InsightsReplySchema },
  dashboardUserMyMetaverses: { ...routes.dashboardUserMyMetaverses, reply: MetaversesOfUserReplySchema },
  dashboardUserGet: { ...routes.dashboardUserGet, params: Id, reply: DashboardUserReplySchema },
  dashboardUserPatch: { ...routes.dashboardUserPatch, params: Id, body: DashboardUserPatchSchema, reply: DashboardUserReplySchema },
  dashboardUserDelete: { ...routes.dashboardUserDelete, params: Id, reply: MessageReplySchema },
  dashboardUserPasswordResetRequest: { ...routes.dashboardUserPasswordResetRequest, body: PasswordResetRequestSchema, reply: MessageReplySchema },
  dashboardUserPasswordReset: { ...routes.dashboardUserPasswordReset, body: PasswordResetSchema, reply: MessageReplySchema },
  dashboardUserMetaverses: { ...routes.dashboardUserMetaverses, params: Id, reply: MetaversesOfUserReplySchema },

  // 7.4 Metaverse-user service
  userLogin: { ...routes.userLogin, body: UserLoginSchema, reply: UserLoginReplySchema },
  userCode: { ...routes.userCode, body: UserCodeSchema, reply: UserCodeReplySchema },
  userMe: { ...routes.userMe, reply: UserReplySchema },
  userPatchSelf: { ...routes.userPatchSelf, body: UserPatchSchema, reply: UserReplySchema },
  userDeleteSelf: { ...routes.userDeleteSelf, reply: MessageReplySchema },
  userRefresh: { ...routes.userRefresh, body: UserRefreshSchema, reply: UserLoginReplySchema },
  userLogout: { ...routes.userLogout, reply: MessageReplySchema },
  userMyMetaverses: { ...routes.userMyMetaverses, reply: UserMetaversesReplySchema },
  userEvents: { ...routes.userEvents, query: PageQuerySchema, reply: EventsReplySchema },
  userEvent: { ...routes.userEvent, params: Id, reply: EventReplySchema },
  userDevices: { ...routes.userDevices, query: PageQuerySchema, reply: DevicesReplySchema },
  userDevice: { ...routes.userDevice, params: Id, reply: DeviceReplySchema },
  userGet: { ...routes.userGet, params: Id, reply: UserReplySchema },
  userDelete: { ...routes.userDelete, params: Id, reply: MessageReplySchema },
  userMetaverses: { ...routes.userMetaverses, params: Id, reply: UserMetaversesReplySchema },
  usersList: { ...routes.usersList, query: PageQuerySchema, reply: UsersReplySchema },

  // 7.6 local identity provider and device codes
  identityLocalPhoneSend: { ...routes.identityLocalPhoneSend, body: LocalPhoneSendSchema, reply: LocalPhoneSendReplySchema },
  identityLocalPhoneVerify: { ...routes.identityLocalPhoneVerify, body: LocalPhoneVerifySchema, reply: IdTokenReplySchema },
  identityLocalGoogle: { ...routes.identityLocalGoogle, body: LocalGoogleSchema, reply: LocalCodeSentReplySchema },
  identityLocalGoogleVerify: { ...routes.identityLocalGoogleVerify, body: LocalGoogleVerifySchema, reply: IdTokenReplySchema },
  deviceCode: { ...routes.deviceCode, body: DeviceCodeRequestSchema, reply: DeviceCodeReplySchema },
  deviceToken: { ...routes.deviceToken, body: DeviceTokenSchema, reply: UserLoginReplySchema },

  // 7.5 Metaverse service
  metaverseCreate: { ...routes.metaverseCreate, body: MetaverseCreateSchema, reply: MetaverseReplySchema },
  metaversesList: { ...routes.metaversesList, reply: MetaversesReplySchema },
  metaverseGet: { ...routes.metaverseGet, params: Id, reply: MetaverseReplySchema },
  metaversePatch: { ...routes.metaversePatch, params: Id, body: MetaversePatchSchema, reply: MetaverseReplySchema },
  metaverseDelete: { ...routes.metaverseDelete, params: Id, reply: MessageReplySchema },
  metaverseAddManager: { ...routes.metaverseAddManager, params: IdAndUser, reply: MessageReplySchema },
  metaverseRemoveManager: { ...routes.metaverseRemoveManager, params: IdAndUser, reply: MessageReplySchema },
  metaverseManagers: { ...routes.metaverseManagers, params: Id, reply: MetaverseManagersReplySchema },
  metaverseJoin: { ...routes.metaverseJoin, params: Id, reply: MessageReplySchema },
  metaverseRemoveUser: { ...routes.metaverseRemoveUser, params: IdAndUser, reply: MessageReplySchema },
  metaverseUsers: { ...routes.metaverseUsers, params: Id, query: PageQuerySchema, reply: UsersReplySchema },
} as const satisfies Record<EndpointName, Endpoint>;

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
