import { z } from 'zod';
import { EmailSchema, NameSchema } from '@contract/common';

export const CURRENT_PASSWORD_FOR_EMAIL = 'Enter your current password to change your email.';

/** The contract's name and email rules; the current password is asked for only when the email changes. */
export const accountDetailsSchema = (currentEmail: string) =>
  z
    .object({ name: NameSchema, email: EmailSchema, currentPassword: z.string().max(1024, { message: 'Password is too long' }) })
    .refine((v) => v.email === currentEmail.toLowerCase() || v.currentPassword.length > 0, {
      message: CURRENT_PASSWORD_FOR_EMAIL,
      path: ['currentPassword'],
    });
