import { z } from 'zod';
import { CurrentPasswordSchema, PasswordSchema } from '@contract/common';

export const MISMATCH = 'The new password and its confirmation do not match.';

/** The contract's own password rules, so the server's errors name the same fields. */
export const ResetPasswordFormSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ['confirmPassword'] });
