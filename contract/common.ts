import { z } from 'zod';

/** The three kinds of signed-in user (SPEC part 3, localStorage `user-type`). */
export const ROLES = ['super-admin', 'dashboard-user', 'metaverse-user'] as const;
export const RoleSchema = z.enum(ROLES);
export type Role = z.infer<typeof RoleSchema>;

/** Ids look like the original service's (24 hex characters) so links and stored data stay compatible. */
export const IdSchema = z
  .string({ message: 'id must be 24 hexadecimal characters' })
  .regex(/^[0-9a-f]{24}$/i, { message: 'id must be 24 hexadecimal characters' });

export const TimestampSchema = z.string();

/** One entry of `errors.details`: the client shows `errors.details[0].message`. */
export const ErrorDetailSchema = z.object({
  message: z.string(),
  path: z.array(z.union([z.string(), z.number()])),
});

export const ErrorReplySchema = z.object({
  message: z.string(),
  errors: z.object({ details: z.array(ErrorDetailSchema) }),
});
export type ErrorReply = z.infer<typeof ErrorReplySchema>;

export const MessageReplySchema = z.object({ message: z.string() });

export const PAGE_SIZE = 10;

const PAGE_MESSAGE = 'page must be a whole number from 1 to 100000';
export const PageSchema = z.coerce
  .number({ message: PAGE_MESSAGE })
  .int({ message: PAGE_MESSAGE })
  .min(1, { message: PAGE_MESSAGE })
  .max(100_000, { message: PAGE_MESSAGE })
  .default(1);

export const PageQuerySchema = z.object({
  page: PageSchema,
});

export const PaginationSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  /** True only when `total` is an estimate (docs/decisions/0019); the pager says "about N". */
  estimated: z.literal(true).optional(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const EmailSchema = z
  .string({ message: 'Email is required' })
  .trim()
  .min(1, { message: 'Email is required' })
  .max(254, { message: 'Email is too long' })
  .pipe(z.email({ message: 'Invalid email address!' }))
  .transform((e) => e.toLowerCase());

export const PasswordSchema = z
  .string({ message: 'Password is required' })
  .min(8, { message: 'Password must be at least 8 characters' })
  .max(128, { message: 'Password must be at most 128 characters' });

/** The password policy (contract/password-verdict.ts) as a form's hint under a new password. */
export const PASSWORD_HINT = 'At least 8 characters; not a common password, repeats or a sequence, nor your email or name.';

/** The refusal of a common password (docs/decisions/0015). */
export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

/** Why a new password is refused, one sentence each (docs/decisions/0034); the verdict is contract/password-verdict.ts. */
export const PASSWORD_REFUSALS = {
  tooShort: 'Password must be at least 8 characters',
  common: COMMON_PASSWORD_MESSAGE,
  repeats: 'Avoid repeated characters like aaa or 1212',
  sequence: 'Avoid sequences like abcd or 1234',
  keyboard: 'Avoid keyboard patterns like qwerty',
  personal: "Don't use your email or name",
  brand: "Don't use the site's name, Eternity",
  guessable: 'This password is too easy to guess. Add another word or two',
} as const;
export type PasswordRefusal = keyof typeof PASSWORD_REFUSALS;

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required to change the password or email';
export const CURRENT_PASSWORD_WRONG = 'Current password is incorrect';

/** The account's present password, asked for before its own password or email changes (docs/decisions/0015). */
export const CurrentPasswordSchema = z
  .string({ message: CURRENT_PASSWORD_REQUIRED })
  .min(1, { message: CURRENT_PASSWORD_REQUIRED })
  .max(1024, { message: 'Password is too long' });

/** A self PATCH body changes something, and names `currentPassword` when the password or email changes. */
export function ownProfilePatch<T extends z.ZodType<{ password?: string; email?: string; currentPassword?: string }>>(schema: T) {
  return schema
    .refine((b) => Object.keys(b).some((k) => k !== 'currentPassword'), { message: 'Nothing to update' })
    .refine((b) => (b.password === undefined && b.email === undefined) || b.currentPassword !== undefined, {
      message: CURRENT_PASSWORD_REQUIRED,
      path: ['currentPassword'],
    });
}

/** Login passwords are only checked for presence: length rules belong to setting a password. */
export const LoginPasswordSchema = z
  .string({ message: 'Password is required' })
  .min(1, { message: 'Password is required' })
  .max(1024, { message: 'Password is too long' });

export const NameSchema = z
  .string({ message: 'Name is required' })
  .trim()
  .min(1, { message: 'Name is required' })
  .max(120, { message: 'Name must be at most 120 characters' });

export const PhoneNumberSchema = z
  .string({ message: 'Phone number is required' })
  .trim()
  .regex(/^\+?[0-9]{6,16}$/, { message: 'Invalid Phone Number!' });

export const RefreshTokenBodySchema = z.strictObject({
  refreshToken: z.string({ message: 'refreshToken is required' }).min(1, { message: 'refreshToken is required' }).max(4096),
});

/**
 * Wrong passwords typed for this account's email since its previous sign-in (up to two weeks, from any address; issue
 * 38 item 6), in a sign-in's reply: the owner learns of a stuffing run on their next sign-in.
 */
export const FailedSignInsSchema = z.number().int().min(1).optional();
