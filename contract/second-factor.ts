import { z } from 'zod';
import { FailedSignInsSchema, TimestampSchema } from './common';
import { SuperAdminLoginReplySchema } from './super-admin';

// The super admin's TOTP second factor (RFC 6238) and its recovery codes (docs/decisions/0036).

export const SECOND_FACTOR_CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app or a recovery code';
export const SECOND_FACTOR_PASSWORD_REQUIRED = 'Enter your current password';

/** A 6-digit TOTP code or a recovery code (`xxxxx-xxxxx`); spaces and dashes are the reader's, not the code's. */
export const SecondFactorCodeSchema = z
  .string({ message: SECOND_FACTOR_CODE_REQUIRED })
  .trim()
  .min(1, { message: SECOND_FACTOR_CODE_REQUIRED })
  .max(32, { message: SECOND_FACTOR_CODE_REQUIRED });

const PasswordConfirmSchema = z
  .string({ message: SECOND_FACTOR_PASSWORD_REQUIRED })
  .min(1, { message: SECOND_FACTOR_PASSWORD_REQUIRED })
  .max(1024, { message: SECOND_FACTOR_PASSWORD_REQUIRED });

/** The password step's answer once TOTP is on: no tokens, a short-lived single-use ticket for the code step. */
export const SecondFactorTicketReplySchema = z.object({
  message: z.string(),
  data: z.object({ secondFactorTicket: z.string(), expiresAt: TimestampSchema, failedSignIns: FailedSignInsSchema }),
});

/** `POST super-admin` (login): the normal reply, or a ticket when the account has a second factor. */
export const SuperAdminLoginOrTicketReplySchema = z.union([SuperAdminLoginReplySchema, SecondFactorTicketReplySchema]);

export const SECOND_FACTOR_TICKET_REQUIRED = 'The sign-in ticket is missing: enter your email and password again';

export const SecondFactorLoginSchema = z.strictObject({
  ticket: z
    .string({ message: SECOND_FACTOR_TICKET_REQUIRED })
    .min(1, { message: SECOND_FACTOR_TICKET_REQUIRED })
    .max(200, { message: SECOND_FACTOR_TICKET_REQUIRED }),
  code: SecondFactorCodeSchema,
});

export const SecondFactorStatusReplySchema = z.object({
  message: z.string(),
  data: z.object({
    enabled: z.boolean(),
    enabledAt: TimestampSchema.nullable(),
    recoveryCodesLeft: z.number().int(),
    /** This server requires it (SUPER_ADMIN_MFA_REQUIRED): without it, nothing else answers. */
    required: z.boolean(),
  }),
});

export const SecondFactorEnrolmentReplySchema = z.object({
  message: z.string(),
  data: z.object({
    /** Base32, for typing into an app by hand. */
    secret: z.string(),
    /** The otpauth:// URI the QR code holds. */
    uri: z.string(),
    /** The QR code as an SVG document, drawn on the server. */
    qrSvg: z.string(),
  }),
});

export const SecondFactorConfirmSchema = z.strictObject({
  code: SecondFactorCodeSchema,
  currentPassword: PasswordConfirmSchema,
});

export const RecoveryCodesReplySchema = z.object({
  message: z.string(),
  data: z.object({ recoveryCodes: z.array(z.string()) }),
});
