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
  PasswordSchema,
  TimestampSchema,
} from './common';

export const SuperAdminSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: TimestampSchema,
  updatedAt: TimestampSchema,
});
export type SuperAdmin = z.infer<typeof SuperAdminSchema>;

export const SuperAdminCreateSchema = z.strictObject({
  name: NameSchema,
  email: EmailSchema,
  password: PasswordSchema,
});

export const SuperAdminLoginSchema = z.strictObject({
  email: EmailSchema,
  password: LoginPasswordSchema,
  /** The invisible human check's proof, asked for (428) once an account's sign-ins keep failing (issue 38 item 6). */
  humanCheck: HumanCheckProofSchema.optional(),
});

/** Own profile: a new password or email needs `currentPassword` (docs/decisions/0015). */
export const SuperAdminPatchSchema = ownProfilePatch(
  z.strictObject({
    name: NameSchema.optional(),
    email: EmailSchema.optional(),
    password: PasswordSchema.optional(),
    currentPassword: CurrentPasswordSchema.optional(),
  }),
);

export const SuperAdminReplySchema = z.object({
  message: z.string(),
  data: z.object({ superAdmin: SuperAdminSchema }),
});

export const SuperAdminLoginReplySchema = z.object({
  message: z.string(),
  data: z.object({
    superAdmin: SuperAdminSchema,
    accessToken: z.string(),
    refreshToken: z.string(),
    /** This server requires a second factor and the account has none: enrol before anything else (decision 0036). */
    secondFactorSetupRequired: z.boolean().optional(),
    /** Wrong second-factor codes entered for this account since its previous sign-in (issue 38 item 1). */
    secondFactorFailures: z.object({ count: z.number().int().min(1), lastAt: z.string(), lastFrom: z.string() }).optional(),
    failedSignIns: FailedSignInsSchema,
  }),
});
