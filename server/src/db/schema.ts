import type { Platform } from '@contract/constants';
import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { newId } from './ids';

// Every entity of SPEC part 3. Times come from the injected clock; column defaults only serve hand-written SQL.
const id = () => text('id').primaryKey().$defaultFn(newId);
const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const createdAt = () => at('created_at').notNull().defaultNow();
const updatedAt = () => at('updated_at').notNull().defaultNow();

export type LinksValue = Partial<Record<Platform, { build: string; assets: string }>>;

export const superAdmins = pgTable(
  'super_admins',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('super_admins_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const DASHBOARD_USER_STATUSES = ['invited', 'active'] as const;

export const dashboardUsers = pgTable(
  'dashboard_users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phoneNumber: text('phone_number').notNull().default(''),
    passwordHash: text('password_hash').notNull(),
    /** `invited`: created without a password, signs in only after setting one through the mailed link (0049). */
    status: text('status', { enum: DASHBOARD_USER_STATUSES }).notNull().default('active'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('dashboard_users_email_lower_idx').on(sql`lower(${t.email})`),
    index('dashboard_users_created_at_id_idx').on(t.createdAt, t.id),
    index('dashboard_users_name_pattern_idx').on(sql`lower(${t.name}) text_pattern_ops`),
    index('dashboard_users_email_pattern_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('dashboard_users_phone_number_pattern_idx').on(sql`lower(${t.phoneNumber}) text_pattern_ops`),
    // Sorting by name (docs/decisions/0048).
    index('dashboard_users_name_sort_idx').on(sql`lower(${t.name})`, t.id),
  ],
);

export const metaverses = pgTable(
  'metaverses',
  {
    id: id(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    adminId: text('admin_id').references(() => dashboardUsers.id, { onDelete: 'set null' }),
    links: jsonb('links').$type<LinksValue>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('metaverses_admin_id_idx').on(t.adminId),
    index('metaverses_created_at_idx').on(t.createdAt),
    // Names are unique regardless of case (issue 23 item 8); the same index serves the sort by name (0048).
    uniqueIndex('metaverses_name_lower_idx').on(sql`lower(${t.name})`),
  ],
);

export const metaverseManagers = pgTable(
  'metaverse_managers',
  {
    id: id(),
    metaverseId: text('metaverse_id')
      .notNull()
      .references(() => metaverses.id, { onDelete: 'cascade' }),
    dashboardUserId: text('dashboard_user_id')
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('metaverse_managers_pair_idx').on(t.metaverseId, t.dashboardUserId),
    index('metaverse_managers_dashboard_user_id_idx').on(t.dashboardUserId),
  ],
);

export const metaverseUsers = pgTable(
  'metaverse_users',
  {
    id: id(),
    name: text('name').notNull().default(''),
    // Phone sign-in gives no email and Google sign-in no phone: empty string means "not known".
    email: text('email').notNull().default(''),
    phoneNumber: text('phone_number').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    message: text('message').notNull().default(''),
    identityKey: text('identity_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('metaverse_users_email_lower_idx').on(sql`lower(${t.email})`).where(sql`${t.email} <> ''`),
    uniqueIndex('metaverse_users_identity_key_idx').on(t.identityKey),
    // Sign-in by number (equality) and the phone search's prefix of the whole number (docs/decisions/0055).
    index('metaverse_users_phone_number_idx').using('btree', t.phoneNumber.op('text_pattern_ops')),
    index('metaverse_users_created_at_id_idx').on(t.createdAt, t.id),
    // Sorting by name, nameless accounts last (docs/decisions/0048); it also carries the name (INCLUDE, migration 0028,
    // hand-written: drizzle cannot say it) so a page's offset is skipped in the index alone (0067).
    index('metaverse_users_name_sort_idx').on(sql`nullif(lower(${t.name}), '')`, t.id),
    // The phone search's other prefix ranges (docs/decisions/0055): the national number after a 1, 2 or 3 digit
    // country code, and the number read backwards for a suffix.
    index('metaverse_users_phone_after_2_idx').using('btree', sql`substr(${t.phoneNumber}, 3) text_pattern_ops`),
    index('metaverse_users_phone_after_3_idx').using('btree', sql`substr(${t.phoneNumber}, 4) text_pattern_ops`),
    index('metaverse_users_phone_after_4_idx').using('btree', sql`substr(${t.phoneNumber}, 5) text_pattern_ops`),
    index('metaverse_users_phone_reversed_idx').using('btree', sql`reverse(${t.phoneNumber}) text_pattern_ops`),
    // An email typed with its @ is looked for from its start (docs/decisions/0055).
    index('metaverse_users_email_prefix_idx').using('btree', sql`lower(${t.email}) text_pattern_ops`),
  ],
);

/**
 * A further sign-in identity a citizen proved and linked from their account (docs/decisions/0032): one per provider
 * besides the account's own `identity_key`, so a phone-only citizen who adds an email signs in with Google too.
 */
export const metaverseUserIdentities = pgTable(
  'metaverse_user_identities',
  {
    userId: text('user_id')
      .notNull()
      .references(() => metaverseUsers.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['google', 'phone'] }).notNull(),
    identityKey: text('identity_key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('metaverse_user_identities_user_provider_idx').on(t.userId, t.provider),
    uniqueIndex('metaverse_user_identities_key_idx').on(t.identityKey),
  ],
);

/** Metaverse users created per hour since 1970, kept by triggers (migration 0005, docs/decisions/0019). */
export const metaverseUsersByHour = pgTable('metaverse_users_by_hour', {
  hour: bigint('hour', { mode: 'number' }).primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull(),
});

/** The same per minute (migration 0007, docs/decisions/0019 amendment 3). */
export const metaverseUsersByMinute = pgTable('metaverse_users_by_minute', {
  minute: bigint('minute', { mode: 'number' }).primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull(),
});

/**
 * Users per name prefix for the name order (migration 0026, docs/decisions/0055): the first 3 characters of
 * `nullif(lower(name), '')` ('' stands for the nameless), kept by statement triggers as the per-hour counts are.
 */
export const metaverseUsersByName3 = pgTable('metaverse_users_by_name_3', {
  prefix: text('prefix').primaryKey(),
  users: bigint('users', { mode: 'number' }).notNull(),
});

/** The same per first 12 characters, within their 3-character prefix, so a deep name page skips few rows. */
export const metaverseUsersByName12 = pgTable(
  'metaverse_users_by_name_12',
  {
    head: text('head').notNull(),
    prefix: text('prefix').notNull(),
    users: bigint('users', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.head, t.prefix] }),
    // A head's buckets in C order with their counts (INCLUDE, migration 0029, hand-written: drizzle cannot say it), so
    // a deep name page sums them from the index and stops at its bucket instead of sorting the whole head (0071).
    index('metaverse_users_by_name_12_c_order_idx').on(t.head, sql`(${t.prefix} collate "C")`),
  ],
);

export const metaverseMemberships = pgTable(
  'metaverse_memberships',
  {
    id: id(),
    metaverseId: text('metaverse_id')
      .notNull()
      .references(() => metaverses.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => metaverseUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('metaverse_memberships_pair_idx').on(t.metaverseId, t.userId),
    index('metaverse_memberships_user_id_idx').on(t.userId),
    index('metaverse_memberships_created_at_idx').on(t.metaverseId, t.createdAt),
  ],
);

// contract/book-demo.ts MAIL_STATES and contract/booked-demos.ts QUARANTINE_REASONS, spelled out so drizzle-kit loads
// this file without path aliases (services/booked-demos.ts checks they match).
export const MAIL_STATES = ['pending', 'retrying', 'sent', 'failed', 'held'] as const;
export const QUARANTINE_REASONS = ['honeypot', 'no-start', 'future', 'stale', 'human-check-failed', 'human-check-missing'] as const;
// contract/lead-status.ts LEAD_STATUSES (docs/decisions/0046).
export const LEAD_STATUSES = ['new', 'contacted', 'meeting-booked', 'meeting-held', 'won', 'lost'] as const;

export const bookedDemos = pgTable(
  'booked_demos',
  {
    id: id(),
    name: text('name').notNull(),
    businessEmail: text('business_email').notNull(),
    phoneNumber: text('phone_number').notNull(),
    companyName: text('company_name').notNull(),
    message: text('message').notNull(),
    createdAt: createdAt(),
    mailState: text('mail_state', { enum: MAIL_STATES }).notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    salesNotifiedAt: at('sales_notified_at'),
    /** Null for a lead; why it was quarantined ('Filtered', mail held) otherwise (docs/decisions/0037). */
    quarantineReason: text('quarantine_reason', { enum: QUARANTINE_REASONS }),
    // Where the lead came from (docs/decisions/0043).
    sourcePage: text('source_page'),
    sourceLabel: text('source_label'),
    referrerHost: text('referrer_host'),
    utm: jsonb('utm').$type<Record<string, string>>(),
    // The lead pipeline (docs/decisions/0046).
    status: text('status', { enum: LEAD_STATUSES }).notNull().default('new'),
    ownerId: text('owner_id').references((): AnyPgColumn => salesReps.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('booked_demos_created_at_idx').on(t.createdAt),
    index('booked_demos_mail_queue_idx').on(t.mailState, t.nextAttemptAt),
    // Each view's newest-first pages without stepping over the other view's rows.
    index('booked_demos_leads_created_at_idx').on(t.createdAt, t.id).where(sql`${t.quarantineReason} is null`),
    index('booked_demos_filtered_created_at_idx').on(t.createdAt, t.id).where(sql`${t.quarantineReason} is not null`),
    // The leads' filters, each walked in the list's order (owner also serves `owner is null` and rep deletion).
    index('booked_demos_leads_status_idx').on(t.status, t.createdAt, t.id).where(sql`${t.quarantineReason} is null`),
    index('booked_demos_leads_owner_idx').on(t.ownerId, t.createdAt, t.id).where(sql`${t.quarantineReason} is null`),
    index('booked_demos_leads_source_page_idx').on(t.sourcePage, t.createdAt, t.id).where(sql`${t.quarantineReason} is null`),
    index('booked_demos_leads_source_label_idx').on(t.sourceLabel, t.createdAt, t.id).where(sql`${t.quarantineReason} is null`),
  ],
);

/** Sales' notes on a lead: append-only; the author's name is kept as it was written (docs/decisions/0046). */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: id(),
    bookedDemoId: text('booked_demo_id')
      .notNull()
      .references(() => bookedDemos.id, { onDelete: 'cascade' }),
    /** The super admin who wrote it; no FK, so a deleted account's notes stay. */
    authorId: text('author_id').notNull(),
    authorName: text('author_name').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lead_notes_booked_demo_idx').on(t.bookedDemoId, t.createdAt)],
);

export const USER_TYPES = ['super-admin', 'dashboard-user', 'metaverse-user'] as const;

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userType: text('user_type', { enum: USER_TYPES }).notNull(),
    // No FK: the owner lives in one of three tables; deleting an account revokes its tokens explicitly.
    userId: text('user_id').notNull(),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    rotatedAt: at('rotated_at'),
    revokedAt: at('revoked_at'),
    // The sign-in (family) this token continues, copied to each successor (docs/decisions/0031). Null on tokens
    // issued before 0031: their family ends at their own expiry.
    sessionStartedAt: at('session_started_at'),
    sessionExpiresAt: at('session_expires_at'),
    /** A short label from the User-Agent at sign-in ("Chrome on Linux"). */
    client: text('client'),
    /** sha256 of the User-Agent at sign-in: the reuse grace only serves the same client. */
    clientHash: text('client_hash'),
    /** The screen that started this sign-in with a device code. */
    deviceId: text('device_id').references(() => devices.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_owner_idx').on(t.userType, t.userId),
  ],
);

/** Password reset links (docs/decisions/0020): only the token's hash is kept; one use, 30 minutes. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: id(),
    dashboardUserId: text('dashboard_user_id')
      .notNull()
      .references(() => dashboardUsers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    /** A reset of a known password, or an invitation to set the first one (docs/decisions/0049). */
    purpose: text('purpose', { enum: ['reset', 'invitation'] }).notNull().default('reset'),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** sha256 of the account's password hash and email when mailed: a link dies when either changes (0034). */
    credentialsFingerprint: text('credentials_fingerprint'),
  },
  (t) => [
    uniqueIndex('password_resets_token_hash_idx').on(t.tokenHash),
    index('password_resets_user_created_idx').on(t.dashboardUserId, t.createdAt),
  ],
);

export const DEVICE_CODE_STATUSES = ['pending', 'approved', 'denied', 'consumed', 'expired'] as const;

export const deviceCodes = pgTable(
  'device_codes',
  {
    id: id(),
    code: text('code').notNull(),
    deviceSecretHash: text('device_secret_hash').notNull(),
    status: text('status', { enum: DEVICE_CODE_STATUSES }).notNull().default('pending'),
    userId: text('user_id').references(() => metaverseUsers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    interval: integer('interval').notNull().default(5),
    attempts: integer('attempts').notNull().default(0),
    lastPolledAt: at('last_polled_at'),
    deviceName: text('device_name').notNull().default(''),
    devicePlatform: text('device_platform').notNull().default(''),
    /** The address the screen asked from, as the audit log writes it, and its region where a trusted proxy named one. */
    requestedFrom: text('requested_from').notNull().default(''),
    requestedRegion: text('requested_region').notNull().default(''),
  },
  (t) => [
    uniqueIndex('device_codes_code_idx').on(t.code),
    uniqueIndex('device_codes_device_secret_hash_idx').on(t.deviceSecretHash),
    index('device_codes_user_id_idx').on(t.userId),
    index('device_codes_expires_at_idx').on(t.expiresAt),
  ],
);

export const VERIFICATION_CHANNELS = ['phone', 'email'] as const;

/** One-time codes the local identity provider sent by "SMS" or mail (docs/decisions/0014); only hashes are kept. */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: id(),
    channel: text('channel', { enum: VERIFICATION_CHANNELS }).notNull().default('phone'),
    phoneNumber: text('phone_number').notNull().default(''),
    email: text('email').notNull().default(''),
    name: text('name').notNull().default(''),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('phone_verifications_phone_created_idx').on(t.phoneNumber, t.createdAt),
    index('phone_verifications_email_created_idx').on(t.email, t.createdAt),
  ],
);

export const devices = pgTable(
  'devices',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => metaverseUsers.id, { onDelete: 'cascade' }),
    name: text('name').notNull().default(''),
    platform: text('platform').notNull().default(''),
    lastSeenAt: at('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [index('devices_user_id_idx').on(t.userId, t.createdAt)],
);

export const events = pgTable(
  'events',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => metaverseUsers.id, { onDelete: 'cascade' }),
    metaverseId: text('metaverse_id').references(() => metaverses.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('events_user_id_idx').on(t.userId, t.createdAt), index('events_metaverse_id_idx').on(t.metaverseId)],
);

/**
 * Abuse counters that must hold across instances and concurrent requests (docs/decisions/0033): one row per key,
 * counted in a fixed window that starts at its first hit, by one `INSERT … ON CONFLICT DO UPDATE … RETURNING`.
 */
export const rateCounters = pgTable(
  'rate_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetsAt: at('resets_at').notNull(),
  },
  (t) => [index('rate_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Local identity tokens already spent on `POST user` (docs/decisions/0035): each works once, on every instance. A row
 * is kept until the token would have expired anyway, then deleted.
 */
export const usedIdentityTokens = pgTable(
  'used_identity_tokens',
  {
    tokenId: text('token_id').primaryKey(),
    usedAt: at('used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_identity_tokens_expires_at_idx').on(t.expiresAt)],
);

/**
 * Spent human-check proofs (docs/decisions/0038): the challenge's signed nonce, recorded once the proof verified; the
 * primary key settles concurrent uses, and rows go once their challenge has expired (it is refused anyway then).
 */
export const usedHumanChecks = pgTable(
  'used_human_checks',
  {
    challengeId: text('challenge_id').primaryKey(),
    usedAt: at('used_at').notNull(),
    expiresAt: at('expires_at').notNull(),
  },
  (t) => [index('used_human_checks_expires_at_idx').on(t.expiresAt)],
);

/**
 * The super admin's TOTP second factor (docs/decisions/0036): one row per admin. `secret` is AES-256-GCM encrypted
 * (server/src/auth/second-factor-crypto.ts); `confirmedAt` null while an enrolment waits for its first code;
 * `lastStep` is the last accepted TOTP time step, so a code is accepted once.
 */
export const superAdminSecondFactors = pgTable('super_admin_second_factors', {
  superAdminId: text('super_admin_id')
    .primaryKey()
    .references(() => superAdmins.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  confirmedAt: at('confirmed_at'),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** One-time recovery codes: only a keyed hash is kept; each is used once. */
export const superAdminRecoveryCodes = pgTable(
  'super_admin_recovery_codes',
  {
    id: id(),
    superAdminId: text('super_admin_id')
      .notNull()
      .references(() => superAdmins.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: createdAt(),
    usedAt: at('used_at'),
  },
  (t) => [uniqueIndex('super_admin_recovery_codes_hash_idx').on(t.superAdminId, t.codeHash)],
);

/** "Second factor needed" tickets: the password step's answer once TOTP is on; single use, minutes long. */
export const secondFactorTickets = pgTable(
  'second_factor_tickets',
  {
    id: id(),
    superAdminId: text('super_admin_id')
      .notNull()
      .references(() => superAdmins.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    /** Codes tried with this ticket (counted before each check; at most 5). */
    failures: integer('failures').notNull().default(0),
  },
  (t) => [
    uniqueIndex('second_factor_tickets_token_hash_idx').on(t.tokenHash),
    index('second_factor_tickets_admin_idx').on(t.superAdminId),
  ],
);

/** Openings of the demo form per UTC day, page and label (docs/decisions/0043): counted by an atomic upsert. */
export const formOpenings = pgTable(
  'form_openings',
  {
    day: date('day', { mode: 'string' }).notNull(),
    page: text('page').notNull(),
    label: text('label').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.page, t.label] })],
);

// Issue 22 item 4: sales offices, their reps and holidays, and the meetings booked with them (docs/decisions/0041).

/** One day's working hours of a rep, in the office's time zone; weekday 1 = Monday … 7 = Sunday. */
export interface WorkingHours {
  weekday: number;
  start: string;
  end: string;
}

export const salesOffices = pgTable(
  'sales_offices',
  {
    id: id(),
    name: text('name').notNull(),
    timeZone: text('time_zone').notNull(),
    /** ISO 3166-1 alpha-2 codes of the visitors' countries this office serves. */
    countries: text('countries').array().notNull().default(sql`'{}'::text[]`),
    isDefault: boolean('is_default').notNull().default(false),
    minNoticeMinutes: integer('min_notice_minutes').notNull().default(120),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('sales_offices_one_default_idx').on(t.isDefault).where(sql`${t.isDefault}`)],
);

export const salesReps = pgTable(
  'sales_reps',
  {
    id: id(),
    officeId: text('office_id')
      .notNull()
      .references(() => salesOffices.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    active: boolean('active').notNull().default(true),
    hours: jsonb('hours').$type<WorkingHours[]>().notNull().default([]),
    /** Round robin: the rep assigned longest ago (or never) gets the next meeting. */
    lastAssignedAt: at('last_assigned_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sales_reps_office_id_idx').on(t.officeId)],
);

export const officeHolidays = pgTable(
  'office_holidays',
  {
    id: id(),
    officeId: text('office_id')
      .notNull()
      .references(() => salesOffices.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('office_holidays_office_date_idx').on(t.officeId, t.date)],
);

export const MEETING_STATUSES = ['booked', 'cancelled'] as const;

export const meetings = pgTable(
  'meetings',
  {
    id: id(),
    bookedDemoId: text('booked_demo_id')
      .notNull()
      .references(() => bookedDemos.id, { onDelete: 'cascade' }),
    officeId: text('office_id')
      .notNull()
      .references(() => salesOffices.id, { onDelete: 'cascade' }),
    repId: text('rep_id')
      .notNull()
      .references(() => salesReps.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    status: text('status', { enum: MEETING_STATUSES }).notNull().default('booked'),
    /** The invite's SEQUENCE: 0 when booked, +1 with every move; a cancel's invite carries this + 1. */
    sequence: integer('sequence').notNull().default(0),
    /** The invite's stable UID (RFC 5545). */
    uid: text('uid').notNull(),
    cancelledAt: at('cancelled_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('meetings_uid_idx').on(t.uid),
    // One rep's slot can never be taken twice, whoever races for it.
    uniqueIndex('meetings_rep_slot_booked_idx').on(t.repId, t.startsAt).where(sql`${t.status} = 'booked'`),
    // At most one booked meeting per demo request.
    uniqueIndex('meetings_booked_demo_booked_idx').on(t.bookedDemoId).where(sql`${t.status} = 'booked'`),
    index('meetings_office_starts_idx').on(t.officeId, t.startsAt),
    // A lead's meetings (its detail view, the export's next and last meeting).
    index('meetings_booked_demo_starts_idx').on(t.bookedDemoId, t.startsAt),
  ],
);

/** Mail other than the booked demos' own (meeting invites): stored first, then sent by mail/worker.ts with retries. */
export const outgoingMails = pgTable(
  'outgoing_mails',
  {
    id: id(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    replyTo: text('reply_to'),
    /** An iCalendar object sent as the text/calendar alternative and an .ics attachment. */
    calendar: text('calendar'),
    calendarMethod: text('calendar_method', { enum: ['REQUEST', 'CANCEL'] }),
    meetingId: text('meeting_id').references(() => meetings.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    mailState: text('mail_state', { enum: MAIL_STATES }).notNull().default('pending'),
    mailAttempts: integer('mail_attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastError: text('last_error'),
    sentAt: at('sent_at'),
  },
  (t) => [index('outgoing_mails_queue_idx').on(t.mailState, t.nextAttemptAt)],
);

/**
 * A console create sent with an `Idempotency-Key` (docs/decisions/0051): the first request's reply, kept a day, so a
 * retried or doubled create answers the same instead of creating twice. `status` is null while the first one runs.
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    /** `<role>:<user id>`: one caller's key never answers another's request. */
    actor: text('actor').notNull(),
    key: text('key').notNull(),
    endpoint: text('endpoint').notNull(),
    /** SHA-256 of the endpoint, its path and its JSON body: the same key for another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    status: integer('status'),
    reply: text('reply'),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.actor, t.key] }), index('idempotent_requests_created_at_idx').on(t.createdAt)],
);

// Outbound webhooks to a CRM (docs/decisions/0047). contract/webhooks-text.ts's lists, spelled out so drizzle-kit loads
// this file without the contract; server/src/webhooks/queue.ts checks they agree.
export const WEBHOOK_EVENT_TYPES = ['lead.created', 'lead.status_changed', 'meeting.booked', 'meeting.moved', 'meeting.cancelled'] as const;
export const WEBHOOK_DELIVERY_STATES = ['pending', 'retrying', 'delivered', 'failed'] as const;

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: id(),
  url: text('url').notNull(),
  description: text('description').notNull().default(''),
  events: jsonb('events').$type<(typeof WEBHOOK_EVENT_TYPES)[number][]>().notNull(),
  enabled: boolean('enabled').notNull().default(true),
  /** Needed in the clear to sign; never logged, never in a list reply. */
  secret: text('secret').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One row per event × endpoint (and per replay): the durable queue, claimed like outgoing_mails. */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: id(),
    endpointId: text('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    /** The event id: the `Webhook-Id` header and the body's `id`, the same on every retry and replay. */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    eventCreatedAt: at('event_created_at').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    state: text('state', { enum: WEBHOOK_DELIVERY_STATES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: at('next_attempt_at'),
    lastResponseCode: integer('last_response_code'),
    lastError: text('last_error'),
    replayOf: text('replay_of'),
    createdAt: createdAt(),
    deliveredAt: at('delivered_at'),
  },
  (t) => [
    index('webhook_deliveries_queue_idx').on(t.state, t.nextAttemptAt),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
  ],
);

/** Every try of a delivery: when, what came back (a short excerpt of the body at most) and how long it took. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: id(),
    deliveryId: text('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    responseCode: integer('response_code'),
    error: text('error'),
    responseExcerpt: text('response_excerpt'),
    durationMs: integer('duration_ms').notNull(),
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId, t.at)],
);

/**
 * The audit log of both consoles (docs/decisions/0052): append-only. A trigger refuses UPDATE, and DELETE except by
 * the retention purge (`purge_audit_events`); who did it is copied as it was (no FK: the log outlives accounts).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: id(),
    at: at('at').notNull().defaultNow(),
    actorRole: text('actor_role').notNull(),
    actorId: text('actor_id').notNull(),
    actorDisplay: text('actor_display').notNull(),
    ip: text('ip').notNull(),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id').notNull(),
    targetLabel: text('target_label').notNull().default(''),
    changes: jsonb('changes').$type<Record<string, { before: unknown; after: unknown }>>().notNull().default({}),
  },
  (t) => [
    index('audit_events_at_idx').on(t.at, t.id),
    index('audit_events_action_at_idx').on(t.action, t.at),
    index('audit_events_target_at_idx').on(t.targetType, t.targetId, t.at),
    index('audit_events_actor_at_idx').on(t.actorId, t.at),
  ],
);
