import { z } from 'zod';
import { BookDemoSchema } from './book-demo';
import { HumanCheckReplySchema } from './human-check';
import { BookedDemoReleaseReplySchema, BookedDemosQuerySchema, BookedDemosReplySchema, BookedDemosWeeklyReplySchema } from './booked-demos';
import { leadPipelineEndpoints } from './lead-pipeline';
import { ConversionQuerySchema, ConversionReplySchema, FormOpenSchema } from './lead-source';
import { IdSchema, MessageReplySchema, PageQuerySchema, RefreshTokenBodySchema } from './common';
import { MetaversesQuerySchema, UsersQuerySchema } from './list-finding';
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
  InvitationAcceptSchema,
} from './dashboard-user';
import {
  MetaverseCreateSchema,
  MetaverseManagersReplySchema,
  MetaversePatchSchema,
  MetaverseReplySchema,
  ManagerByEmailSchema,
  MetaverseLinksBodySchema,
  MetaversesReplySchema,
} from './metaverse';
import {
  DeviceCodeLookupParamsSchema,
  DeviceCodeLookupReplySchema,
  DeviceCodeReplySchema,
  DeviceCodeRequestSchema,
  DeviceTokenSchema,
  UserCodeReplySchema,
  UserCodeSchema,
} from './device-code';
import {
  IdTokenReplySchema,
  LocalCodeSentReplySchema,
  LocalGoogleSchema,
  LocalGoogleVerifySchema,
  LocalPhoneSendReplySchema,
  LocalPhoneSendSchema,
  LocalPhoneVerifySchema,
} from './identity';
import {
  CitizenSessionsReplySchema,
  DeviceReplySchema,
  DevicesReplySchema,
  EventReplySchema,
  EventsReplySchema,
  UserLoginReplySchema,
  UserLoginSchema,
  UserMetaversesReplySchema,
  UserIdentityLinkSchema,
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
import { BookDemoReplySchema, schedulingEndpoints } from './scheduling';
import { webhooksEndpoints } from './webhooks';
import { auditEndpoints } from './audit';
import {
  RecoveryCodesReplySchema,
  SecondFactorConfirmSchema,
  SecondFactorEnrolmentReplySchema,
  SecondFactorLoginSchema,
  SecondFactorStatusReplySchema,
  SuperAdminLoginOrTicketReplySchema,
} from './second-factor';

import { endpointRouting, type EndpointName, type EndpointRouting } from './endpoint-routing';

export * from './endpoint-routing';

/** A row of the table with its schemas: what the server validates and the tests check replies against. */
export interface Endpoint extends EndpointRouting {
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

/** The rows of endpoint-routing.ts, in its order, with their request and reply schemas. */
export const endpoints = {
  bookDemo: { ...endpointRouting.bookDemo, body: BookDemoSchema, reply: BookDemoReplySchema },
  humanCheckChallenge: { ...endpointRouting.humanCheckChallenge, reply: HumanCheckReplySchema },
  bookedDemosList: { ...endpointRouting.bookedDemosList, query: BookedDemosQuerySchema, reply: BookedDemosReplySchema },
  bookedDemosExport: { ...endpointRouting.bookedDemosExport, query: BookedDemosQuerySchema, reply: z.string() },
  bookedDemosWeekly: { ...endpointRouting.bookedDemosWeekly, reply: BookedDemosWeeklyReplySchema },
  bookedDemoRelease: { ...endpointRouting.bookedDemoRelease, params: Id, reply: BookedDemoReleaseReplySchema },
  formOpen: { ...endpointRouting.formOpen, body: FormOpenSchema, reply: MessageReplySchema },
  bookedDemosConversion: { ...endpointRouting.bookedDemosConversion, query: ConversionQuerySchema, reply: ConversionReplySchema },
  ...leadPipelineEndpoints,

  superAdminCreate: { ...endpointRouting.superAdminCreate, when: hasName, body: SuperAdminCreateSchema, reply: SuperAdminReplySchema },
  superAdminLogin: { ...endpointRouting.superAdminLogin, body: SuperAdminLoginSchema, reply: SuperAdminLoginOrTicketReplySchema },
  superAdminGetSelf: { ...endpointRouting.superAdminGetSelf, reply: SuperAdminReplySchema },
  superAdminPatch: { ...endpointRouting.superAdminPatch, body: SuperAdminPatchSchema, reply: SuperAdminReplySchema },
  superAdminDelete: { ...endpointRouting.superAdminDelete, reply: MessageReplySchema },
  superAdminRefresh: { ...endpointRouting.superAdminRefresh, body: RefreshTokenBodySchema, reply: SuperAdminLoginReplySchema },
  superAdminLogout: { ...endpointRouting.superAdminLogout, reply: MessageReplySchema },
  superAdminSecondFactorLogin: { ...endpointRouting.superAdminSecondFactorLogin, body: SecondFactorLoginSchema, reply: SuperAdminLoginReplySchema },
  superAdminSecondFactorStatus: { ...endpointRouting.superAdminSecondFactorStatus, reply: SecondFactorStatusReplySchema },
  superAdminSecondFactorStart: { ...endpointRouting.superAdminSecondFactorStart, reply: SecondFactorEnrolmentReplySchema },
  superAdminSecondFactorConfirm: { ...endpointRouting.superAdminSecondFactorConfirm, body: SecondFactorConfirmSchema, reply: RecoveryCodesReplySchema },
  superAdminSecondFactorDisable: { ...endpointRouting.superAdminSecondFactorDisable, body: SecondFactorConfirmSchema, reply: MessageReplySchema },
  superAdminRecoveryCodes: { ...endpointRouting.superAdminRecoveryCodes, body: SecondFactorConfirmSchema, reply: RecoveryCodesReplySchema },

  dashboardUserCreate: { ...endpointRouting.dashboardUserCreate, body: DashboardUserCreateSchema, reply: DashboardUserReplySchema },
  dashboardUserLogin: { ...endpointRouting.dashboardUserLogin, body: DashboardUserLoginSchema, reply: DashboardUserLoginReplySchema },
  dashboardUsersList: { ...endpointRouting.dashboardUsersList, query: DashboardUsersQuerySchema, reply: DashboardUsersReplySchema },
  dashboardUsersExport: { ...endpointRouting.dashboardUsersExport, query: DashboardUsersQuerySchema, reply: z.string() },
  dashboardUserPatchSelf: { ...endpointRouting.dashboardUserPatchSelf, body: DashboardUserPatchSelfSchema, reply: DashboardUserReplySchema },
  dashboardUserDeleteSelf: { ...endpointRouting.dashboardUserDeleteSelf, reply: MessageReplySchema },
  dashboardUserRefresh: { ...endpointRouting.dashboardUserRefresh, body: RefreshTokenBodySchema, reply: DashboardUserLoginReplySchema },
  dashboardUserLogout: { ...endpointRouting.dashboardUserLogout, reply: MessageReplySchema },
  dashboardUserGetSelf: { ...endpointRouting.dashboardUserGetSelf, reply: DashboardUserReplySchema },
  dashboardUserMetaverseUsers: { ...endpointRouting.dashboardUserMetaverseUsers, params: Id, query: PageQuerySchema, reply: UsersReplySchema },
  dashboardUserOwnUsers: { ...endpointRouting.dashboardUserOwnUsers, query: OwnUsersQuerySchema, reply: OwnUsersReplySchema },
  dashboardUserOwnUsersExport: { ...endpointRouting.dashboardUserOwnUsersExport, query: OwnUsersQuerySchema, reply: z.string() },
  dashboardUserOwnUser: { ...endpointRouting.dashboardUserOwnUser, params: Id, reply: OwnUserReplySchema },
  dashboardUserInsights: { ...endpointRouting.dashboardUserInsights, reply: InsightsReplySchema },
  dashboardUserSelfMetaverses: { ...endpointRouting.dashboardUserSelfMetaverses, reply: MetaversesOfUserReplySchema },
  dashboardUserGet: { ...endpointRouting.dashboardUserGet, params: Id, reply: DashboardUserReplySchema },
  dashboardUserPatch: { ...endpointRouting.dashboardUserPatch, params: Id, body: DashboardUserPatchSchema, reply: DashboardUserReplySchema },
  dashboardUserDelete: { ...endpointRouting.dashboardUserDelete, params: Id, reply: MessageReplySchema },
  dashboardUserPasswordResetRequest: { ...endpointRouting.dashboardUserPasswordResetRequest, body: PasswordResetRequestSchema, reply: MessageReplySchema },
  dashboardUserPasswordReset: { ...endpointRouting.dashboardUserPasswordReset, body: PasswordResetSchema, reply: MessageReplySchema },
  dashboardUserInvitationResend: { ...endpointRouting.dashboardUserInvitationResend, params: Id, reply: DashboardUserReplySchema },
  dashboardUserInvitationRevoke: { ...endpointRouting.dashboardUserInvitationRevoke, params: Id, reply: DashboardUserReplySchema },
  dashboardUserInvitationAccept: { ...endpointRouting.dashboardUserInvitationAccept, body: InvitationAcceptSchema, reply: MessageReplySchema },
  dashboardUserMetaverses: { ...endpointRouting.dashboardUserMetaverses, params: Id, reply: MetaversesOfUserReplySchema },

  userLogin: { ...endpointRouting.userLogin, body: UserLoginSchema, reply: UserLoginReplySchema },
  userCode: { ...endpointRouting.userCode, body: UserCodeSchema, reply: UserCodeReplySchema },
  userGetSelf: { ...endpointRouting.userGetSelf, reply: UserReplySchema },
  userPatchSelf: { ...endpointRouting.userPatchSelf, body: UserPatchSchema, reply: UserReplySchema },
  userIdentityLink: { ...endpointRouting.userIdentityLink, body: UserIdentityLinkSchema, reply: UserReplySchema },
  userDeleteSelf: { ...endpointRouting.userDeleteSelf, reply: MessageReplySchema },
  userRefresh: { ...endpointRouting.userRefresh, body: UserRefreshSchema, reply: UserLoginReplySchema },
  userLogout: { ...endpointRouting.userLogout, reply: MessageReplySchema },
  userSelfMetaverses: { ...endpointRouting.userSelfMetaverses, reply: UserMetaversesReplySchema },
  userEvents: { ...endpointRouting.userEvents, query: PageQuerySchema, reply: EventsReplySchema },
  userEvent: { ...endpointRouting.userEvent, params: Id, reply: EventReplySchema },
  userDevices: { ...endpointRouting.userDevices, query: PageQuerySchema, reply: DevicesReplySchema },
  userDevice: { ...endpointRouting.userDevice, params: Id, reply: DeviceReplySchema },
  userSessions: { ...endpointRouting.userSessions, reply: CitizenSessionsReplySchema },
  userSessionEnd: { ...endpointRouting.userSessionEnd, params: Id, reply: MessageReplySchema },
  userSessionsEnd: { ...endpointRouting.userSessionsEnd, reply: MessageReplySchema },
  userGet: { ...endpointRouting.userGet, params: Id, reply: UserReplySchema },
  userDelete: { ...endpointRouting.userDelete, params: Id, reply: MessageReplySchema },
  userMetaverses: { ...endpointRouting.userMetaverses, params: Id, reply: UserMetaversesReplySchema },
  usersList: { ...endpointRouting.usersList, query: UsersQuerySchema, reply: UsersReplySchema },
  usersExport: { ...endpointRouting.usersExport, query: UsersQuerySchema, reply: z.string() },

  identityLocalPhoneSend: { ...endpointRouting.identityLocalPhoneSend, body: LocalPhoneSendSchema, reply: LocalPhoneSendReplySchema },
  identityLocalPhoneVerify: { ...endpointRouting.identityLocalPhoneVerify, body: LocalPhoneVerifySchema, reply: IdTokenReplySchema },
  identityLocalGoogle: { ...endpointRouting.identityLocalGoogle, body: LocalGoogleSchema, reply: LocalCodeSentReplySchema },
  identityLocalGoogleVerify: { ...endpointRouting.identityLocalGoogleVerify, body: LocalGoogleVerifySchema, reply: IdTokenReplySchema },
  identityLocalHumanCheck: { ...endpointRouting.identityLocalHumanCheck, reply: HumanCheckReplySchema },
  deviceCode: { ...endpointRouting.deviceCode, body: DeviceCodeRequestSchema, reply: DeviceCodeReplySchema },
  deviceToken: { ...endpointRouting.deviceToken, body: DeviceTokenSchema, reply: UserLoginReplySchema },
  deviceCodeLookup: { ...endpointRouting.deviceCodeLookup, params: DeviceCodeLookupParamsSchema, reply: DeviceCodeLookupReplySchema },

  metaverseCreate: { ...endpointRouting.metaverseCreate, body: MetaverseCreateSchema, reply: MetaverseReplySchema },
  metaversesList: { ...endpointRouting.metaversesList, query: MetaversesQuerySchema, reply: MetaversesReplySchema },
  metaversesExport: { ...endpointRouting.metaversesExport, query: MetaversesQuerySchema, reply: z.string() },
  metaverseGet: { ...endpointRouting.metaverseGet, params: Id, reply: MetaverseReplySchema },
  metaversePatch: { ...endpointRouting.metaversePatch, params: Id, body: MetaversePatchSchema, reply: MetaverseReplySchema },
  metaverseDelete: { ...endpointRouting.metaverseDelete, params: Id, reply: MessageReplySchema },
  metaverseAddManager: { ...endpointRouting.metaverseAddManager, params: IdAndUser, reply: MessageReplySchema },
  metaverseRemoveManager: { ...endpointRouting.metaverseRemoveManager, params: IdAndUser, reply: MessageReplySchema },
  metaverseAddManagerByEmail: { ...endpointRouting.metaverseAddManagerByEmail, params: Id, body: ManagerByEmailSchema, reply: MetaverseManagersReplySchema },
  metaverseLinksUpdate: { ...endpointRouting.metaverseLinksUpdate, params: Id, body: MetaverseLinksBodySchema, reply: MetaverseReplySchema },
  metaverseManagers: { ...endpointRouting.metaverseManagers, params: Id, reply: MetaverseManagersReplySchema },
  metaverseJoin: { ...endpointRouting.metaverseJoin, params: Id, reply: MessageReplySchema },
  metaverseRemoveUser: { ...endpointRouting.metaverseRemoveUser, params: IdAndUser, reply: MessageReplySchema },
  metaverseUsers: { ...endpointRouting.metaverseUsers, params: Id, query: PageQuerySchema, reply: UsersReplySchema },

  ...schedulingEndpoints,
  ...webhooksEndpoints,
  ...auditEndpoints,
} as const satisfies Record<EndpointName, Endpoint>;

export type EndpointOf<N extends EndpointName> = (typeof endpoints)[N];

type Infer<T> = T extends z.ZodType ? z.input<T> : undefined;
type Out<T> = T extends z.ZodType ? z.output<T> : undefined;

export type RequestOf<N extends EndpointName> = {
  params: EndpointOf<N> extends { params: infer P } ? Infer<P> : undefined;
  query: EndpointOf<N> extends { query: infer Q } ? Infer<Q> : undefined;
  body: EndpointOf<N> extends { body: infer B } ? Infer<B> : undefined;
};

export type ReplyOf<N extends EndpointName> = Out<EndpointOf<N>['reply']>;
