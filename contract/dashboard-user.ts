import { z } from 'zod';
import { HumanCheckProofSchema } from './human-check';
import {
  CurrentPasswordSchema,
  EmailSchema,
  FailedSignInsSchema,
  IdSchema,
  LoginPasswordSchema,
  NameSchema,
  ownProfilePatch,
  PageSchema,
  PaginationSchema,
  PasswordSchema,
  PhoneNumberSchema,
  TimestampSchema,
} from './common';
import { DASHBOARD_USER_SORTS, SortDirectionSchema, sortSchema } from './list-finding';

export const MetaverseRefSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  admin: IdSchema.nullable(),
});

export const DashboardUserMetaverseEntrySchema = z.object({ metaverseID: MetaverseRefSchema });

export const DASHBOARD_USER_STATUSES = ['invited', 'active'] as const;
export type DashboardUserStatus = (typeof DASHBOARD_USER_STATUSES)[number];

export const DashboardUserSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
  metaverses: z.array(DashboardUserMetaverseEntrySchema),
  /** `invited`: created without a password and not signed in yet (docs/decisions/0049). */
  status: z.enum(DASHBOARD_USER_STATUSES),
});
export type DashboardUser = z.infer<typeof DashboardUserSchema>;

/** Without a password the user is invited: mailed a single-use link to choose their own (docs/decisions/0049). */
export const DashboardUserCreateSchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema.optional(),
  phoneNumber: PhoneNumberSchema,
});

const DashboardUserFieldsSchema = z.strictObject({
  name: NameSchema.optional(),
  email: EmailSchema.optional(),
  password: PasswordSchema.optional(),
  phoneNumber: PhoneNumberSchema.optional(),
});

/** The super admin changing a dashboard user (PATCH dashboard-user/:id): no current password to give. */
export const DashboardUserPatchSchema = DashboardUserFieldsSchema.refine((b) => Object.keys(b).length > 0, {
  message: 'Nothing to update',
});

/** A dashboard user changing their own profile: a new password or email needs `currentPassword` (0015). */
export const DashboardUserPatchSelfSchema = ownProfilePatch(
  DashboardUserFieldsSchema.extend({ currentPassword: CurrentPasswordSchema.optional() }),
);

export const PasswordResetRequestSchema = z.strictObject({ email: EmailSchema });

export const PasswordResetSchema = z.strictObject({
  token: z
    .string({ message: 'The reset link is incomplete' })
    .min(1, { message: 'The reset link is incomplete' })
    .max(200, { message: 'The reset link is invalid' }),
  password: PasswordSchema,
});

export const InvitationAcceptSchema = z.strictObject({
  token: z
    .string({ message: 'The invitation link is incomplete' })
    .min(1, { message: 'The invitation link is incomplete' })
    .max(200, { message: 'The invitation link is invalid' }),
  password: PasswordSchema,
});

export const DashboardUserLoginSchema = z.strictObject({
  email: EmailSchema,
  password: LoginPasswordSchema,
  /** The invisible human check's proof, asked for (428) once an account's sign-ins keep failing (issue 38 item 6). */
  humanCheck: HumanCheckProofSchema.optional(),
});

export const FILTER_FIELDS = ['name', 'email', 'description', 'phoneNumber'] as const;
export const FILTER_OPERATORS = ['starts with', 'ends with', 'contains', 'equals'] as const;

export const DashboardUsersQuerySchema = z
  .object({
    field: z.enum(FILTER_FIELDS, { message: `field must be one of ${FILTER_FIELDS.join(', ')}` }).optional(),
    operator: z.enum(FILTER_OPERATORS, { message: `operator must be one of ${FILTER_OPERATORS.join(', ')}` }).optional(),
    value: z
      .string()
      .max(200, { message: 'value must be at most 200 characters' })
      .optional(),
    page: PageSchema,
    sort: sortSchema(DASHBOARD_USER_SORTS).optional(),
    dir: SortDirectionSchema.optional(),
  })
  .refine((q) => (q.field === undefined) === (q.operator === undefined), {
    message: 'field and operator go together',
    path: ['operator'],
  });

export const DashboardUserReplySchema = z.object({
  message: z.string(),
  data: z.object({ dashboardUser: DashboardUserSchema }),
});

export const DashboardUserLoginReplySchema = z.object({
  message: z.string(),
  data: z.object({ dashboardUser: DashboardUserSchema, accessToken: z.string(), refreshToken: z.string(), failedSignIns: FailedSignInsSchema }),
});

export const DashboardUsersReplySchema = z.object({
  message: z.string(),
  data: z.object({ dashboardUsers: z.array(DashboardUserSchema), pagination: PaginationSchema }),
});

export const MetaversesOfUserReplySchema = z.object({
  message: z.string(),
  data: z.object({ metaverses: z.array(DashboardUserMetaverseEntrySchema) }),
});
