import { z } from 'zod';
import { IdSchema, PageSchema } from './common';

// What the consoles' lists find and how they sort (docs/decisions/0048): search, date range, sort column and way.

const DATE_MESSAGE = 'Dates are written YYYY-MM-DD';
// The database's timestamps have no year 0 and no five-digit years (the day after 9999-12-31).
const FIRST_DAY = '1900-01-01';
const LAST_DAY = '9998-12-31';

/**
 * A UTC day, `YYYY-MM-DD`, inside the database's range: the one parser of every date filter and date parameter (lists,
 * exports, conversion, status counts, the audit log, meeting slots). `what` names the field in its messages.
 */
export function daySchema(what?: string) {
  return z.iso
    .date({ message: what ? `${what} must be a date (YYYY-MM-DD)` : DATE_MESSAGE })
    .refine((day) => day >= FIRST_DAY && day <= LAST_DAY, {
      message: `${what ? `${what} must lie` : 'Dates lie'} between ${FIRST_DAY} and ${LAST_DAY}`,
    });
}

export const DaySchema = daySchema();

export const FROM_AFTER_TO = "'From' must not be after 'to'";

/** One search box's text: trimmed, at most 200 characters. */
export const SearchTextSchema = z.string().trim().max(200, { message: 'Search text must be at most 200 characters' });

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
export const SortDirectionSchema = z.enum(SORT_DIRECTIONS, { message: 'dir must be asc or desc' });

/** `sort` names one of a list's sortable columns; without it the list keeps its usual order. */
export const sortSchema = <const T extends readonly [string, ...string[]]>(columns: T) =>
  z.enum(columns, { message: `sort must be one of ${columns.join(', ')}` });

/** Each list's usual order and the way a newly chosen column sorts first (names A→Z, dates newest first). */
export const firstDirection = (column: string): SortDirection => (column === 'name' ? 'asc' : 'desc');

/**
 * The digits of a search that looks like a phone number ("+91 98765-43210", "(987) 654 3210"), else undefined:
 * stored numbers are digits after an optional '+' (E.164), so spaces, dashes, dots and brackets are dropped.
 */
export function phoneDigitsOf(text: string): string | undefined {
  if (!/^\+?[\d\s().-]+$/.test(text)) return undefined;
  const digits = text.replace(/\D/g, '');
  return digits.length >= 3 ? digits : undefined;
}

const fromNotAfterTo = (q: { from?: string; to?: string }) => q.from === undefined || q.to === undefined || q.from <= q.to;

/** Two UTC days, neither required, the first not after the second: what a list's date filter checks before asking. */
export const DateRangeSchema = z
  .object({ from: DaySchema.optional(), to: DaySchema.optional() })
  .refine(fromNotAfterTo, { message: FROM_AFTER_TO, path: ['to'] });

// ── Metaverse users (super admin) ─────────────────────────────────────────────────────────────────────────────────

/** `joined` is when the account was created; its usual order is newest first. */
export const USER_SORTS = ['joined', 'name'] as const;
export type UserSort = (typeof USER_SORTS)[number];

/** Search by name, email or phone; joined between two UTC days; members of one metaverse; sorted. */
export const UsersQuerySchema = z
  .object({
    page: PageSchema,
    q: SearchTextSchema.optional(),
    from: DaySchema.optional(),
    to: DaySchema.optional(),
    metaverseId: IdSchema.optional(),
    sort: sortSchema(USER_SORTS).optional(),
    dir: SortDirectionSchema.optional(),
  })
  .refine(fromNotAfterTo, { message: FROM_AFTER_TO, path: ['to'] });
export type UsersQuery = z.output<typeof UsersQuerySchema>;

export const USER_CSV_COLUMNS = ['name', 'email', 'phoneNumber', 'createdAt', 'updatedAt', 'metaverses'] as const;

// ── Dashboard users and metaverses (super admin) ──────────────────────────────────────────────────────────────────

export const DASHBOARD_USER_SORTS = ['created', 'name'] as const;
export const DASHBOARD_USER_CSV_COLUMNS = ['name', 'email', 'phoneNumber', 'createdAt', 'updatedAt', 'metaverses'] as const;

export const METAVERSE_SORTS = ['created', 'name'] as const;
export const MetaversesQuerySchema = z.object({
  sort: sortSchema(METAVERSE_SORTS).optional(),
  dir: SortDirectionSchema.optional(),
});
export const METAVERSE_CSV_COLUMNS = ['name', 'description', 'admin', 'createdAt', 'updatedAt'] as const;

// ── A dashboard user's own users ──────────────────────────────────────────────────────────────────────────────────

export const OWN_USER_CSV_COLUMNS = ['joinedAt', 'name', 'email', 'phoneNumber', 'metaverses'] as const;

/** The most rows one export holds; past it the file says so in its last line. */
export const LIST_EXPORT_LIMIT = 50_000;
export const exportLimitLine = (limit: number) => `Only the first ${limit} rows; narrow the search.`;
