import { z } from 'zod';
import { CurrentPasswordSchema, PasswordSchema } from '@contract/common';

export const MISMATCH = 'The new password and its confirmation do not match.';

/**
 * The Reset password form: the contract's own rules for the current and the new password (what the own-profile PATCH
 * checks, so the server's errors name the same fields), and a confirmation that must match the new one.
 */
export const ResetPasswordFormSchema = z
  .object({
    currentPassword: CurrentPasswordSchema,
    password: PasswordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, { message: MISMATCH, path: ['confirmPassword'] });
