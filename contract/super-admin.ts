import { z } from 'zod';
import { EmailSchema, IdSchema, LoginPasswordSchema, NameSchema, PasswordSchema, TimestampSchema } from './common';

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
});

export const SuperAdminPatchSchema = z
  .strictObject({
    name: NameSchema.optional(),
    email: EmailSchema.optional(),
    password: PasswordSchema.optional(),
  })
  .refine((b) => Object.keys(b).length > 0, { message: 'Nothing to update' });

export const SuperAdminReplySchema = z.object({
  message: z.string(),
  data: z.object({ superAdmin: SuperAdminSchema }),
});

export const SuperAdminLoginReplySchema = z.object({
  message: z.string(),
  data: z.object({ superAdmin: SuperAdminSchema, accessToken: z.string(), refreshToken: z.string() }),
});
