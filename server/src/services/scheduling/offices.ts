import type {
  HolidayReplySchema,
  HolidayWriteSchema,
  OfficePatchSchema,
  OfficeReplySchema,
  OfficeWriteSchema,
  RepPatchSchema,
  RepReplySchema,
  RepWriteSchema,
} from '@contract/scheduling';
import { and, asc, desc, eq, gt, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { newId } from '../../db/ids';
import { meetings, officeHolidays, salesOffices, salesReps } from '../../db/schema';
import type { ServiceDeps } from '../../deps';
import { HttpError, conflict, isUniqueViolation, notFound } from '../../errors';

// The super admin's offices, reps, working hours and holidays (docs/decisions/0041).

export const OFFICE_TEXT = {
  officeNotFound: 'Office not found',
  repNotFound: 'Sales rep not found',
  holidayNotFound: 'Holiday not found',
  officeHasMeetings: 'This office has upcoming meetings: move or cancel them first.',
  repHasMeetings: 'This sales rep has upcoming meetings: move or cancel them first.',
  keepDefault: 'One office must be the default: make another office the default instead.',
  holidayExists: 'This office already has a holiday on that date.',
  officeCreated: 'Office added',
  officeDeleted: 'Office removed',
  repDeleted: 'Sales rep removed',
  holidayDeleted: 'Holiday removed',
} as const;

type OfficeReply = z.input<typeof OfficeReplySchema>;
type RepReply = z.input<typeof RepReplySchema>;
type HolidayReply = z.input<typeof HolidayReplySchema>;
type Office = typeof salesOffices.$inferSelect;
type Rep = typeof salesReps.$inferSelect;
type Holiday = typeof officeHolidays.$inferSelect;

const repReply = (r: Rep): RepReply => ({ id: r.id, officeId: r.officeId, name: r.name, email: r.email, active: r.active, hours: r.hours });
const holidayReply = (h: Holiday): HolidayReply => ({ id: h.id, date: h.date, name: h.name });

function officeReply(o: Office, reps: Rep[], holidays: Holiday[]): OfficeReply {
  return {
    id: o.id,
    name: o.name,
    timeZone: o.timeZone,
    countries: o.countries,
    isDefault: o.isDefault,
    minNoticeMinutes: o.minNoticeMinutes,
    reps: reps.filter((r) => r.officeId === o.id).map(repReply),
    holidays: holidays.filter((h) => h.officeId === o.id).map(holidayReply),
  };
}

export async function listOffices(deps: Pick<ServiceDeps, 'db'>): Promise<OfficeReply[]> {
  const offices = await deps.db.select().from(salesOffices).orderBy(desc(salesOffices.isDefault), asc(salesOffices.name), asc(salesOffices.id));
  if (offices.length === 0) return [];
  const ids = offices.map((o) => o.id);
  const reps = await deps.db.select().from(salesReps).where(inArray(salesReps.officeId, ids)).orderBy(asc(salesReps.name), asc(salesReps.id));
  const holidays = await deps.db.select().from(officeHolidays).where(inArray(officeHolidays.officeId, ids)).orderBy(asc(officeHolidays.date));
  return offices.map((o) => officeReply(o, reps, holidays));
}

async function oneOffice(deps: Pick<ServiceDeps, 'db'>, id: string): Promise<OfficeReply> {
  const office = (await listOffices(deps)).find((o) => o.id === id);
  if (!office) throw notFound(OFFICE_TEXT.officeNotFound);
  return office;
}

const countriesOf = (codes: string[]) => [...new Set(codes)].sort();

export async function createOffice(deps: ServiceDeps, input: z.output<typeof OfficeWriteSchema>): Promise<OfficeReply> {
  const now = deps.clock();
  const id = newId();
  await deps.db.transaction(async (tx) => {
    // One default: a new default takes the mark from the old one.
    if (input.isDefault) await tx.update(salesOffices).set({ isDefault: false, updatedAt: now }).where(eq(salesOffices.isDefault, true));
    await tx.insert(salesOffices).values({ ...input, countries: countriesOf(input.countries), id, createdAt: now, updatedAt: now });
  });
  return oneOffice(deps, id);
}

export async function patchOffice(deps: ServiceDeps, id: string, input: z.output<typeof OfficePatchSchema>): Promise<OfficeReply> {
  const now = deps.clock();
  await deps.db.transaction(async (tx) => {
    const [office] = await tx.select().from(salesOffices).where(eq(salesOffices.id, id)).for('update');
    if (!office) throw notFound(OFFICE_TEXT.officeNotFound);
    if (office.isDefault && input.isDefault === false) throw conflict(OFFICE_TEXT.keepDefault);
    if (input.isDefault && !office.isDefault) {
      await tx.update(salesOffices).set({ isDefault: false, updatedAt: now }).where(and(eq(salesOffices.isDefault, true), ne(salesOffices.id, id)));
    }
    const countries = input.countries === undefined ? undefined : countriesOf(input.countries);
    await tx.update(salesOffices).set({ ...input, countries, updatedAt: now }).where(eq(salesOffices.id, id));
  });
  return oneOffice(deps, id);
}

async function upcoming(deps: ServiceDeps, column: typeof meetings.officeId | typeof meetings.repId, id: string): Promise<boolean> {
  const [row] = await deps.db
    .select({ id: meetings.id })
    .from(meetings)
    .where(and(eq(column, id), eq(meetings.status, 'booked'), gt(meetings.endsAt, deps.clock())))
    .limit(1);
  return row !== undefined;
}

export async function deleteOffice(deps: ServiceDeps, id: string): Promise<void> {
  const [office] = await deps.db.select().from(salesOffices).where(eq(salesOffices.id, id));
  if (!office) throw notFound(OFFICE_TEXT.officeNotFound);
  if (office.isDefault) throw conflict(OFFICE_TEXT.keepDefault);
  if (await upcoming(deps, meetings.officeId, id)) throw conflict(OFFICE_TEXT.officeHasMeetings);
  // Past and cancelled meetings go with it (decision 0041); the demo requests themselves stay.
  await deps.db.delete(salesOffices).where(eq(salesOffices.id, id));
}

async function assertOffice(deps: Pick<ServiceDeps, 'db'>, officeId: string): Promise<void> {
  const [office] = await deps.db.select({ id: salesOffices.id }).from(salesOffices).where(eq(salesOffices.id, officeId));
  if (!office) throw new HttpError(400, OFFICE_TEXT.officeNotFound, [{ message: OFFICE_TEXT.officeNotFound, path: ['officeId'] }]);
}

export async function createRep(deps: ServiceDeps, input: z.output<typeof RepWriteSchema>): Promise<RepReply> {
  await assertOffice(deps, input.officeId);
  const now = deps.clock();
  const [rep] = await deps.db
    .insert(salesReps)
    .values({ ...input, email: input.email.toLowerCase(), id: newId(), createdAt: now, updatedAt: now })
    .returning();
  return repReply(rep!);
}

export async function patchRep(deps: ServiceDeps, id: string, input: z.output<typeof RepPatchSchema>): Promise<RepReply> {
  const [rep] = await deps.db.select().from(salesReps).where(eq(salesReps.id, id));
  if (!rep) throw notFound(OFFICE_TEXT.repNotFound);
  if (input.officeId !== undefined && input.officeId !== rep.officeId) {
    await assertOffice(deps, input.officeId);
    // Booked meetings belong to their office's calendar: a rep with upcoming ones stays until they are moved.
    if (await upcoming(deps, meetings.repId, id)) throw conflict(OFFICE_TEXT.repHasMeetings);
  }
  const email = input.email?.toLowerCase();
  const [updated] = await deps.db
    .update(salesReps)
    .set({ ...input, email, updatedAt: deps.clock() })
    .where(eq(salesReps.id, id))
    .returning();
  return repReply(updated!);
}

export async function deleteRep(deps: ServiceDeps, id: string): Promise<void> {
  const [rep] = await deps.db.select({ id: salesReps.id }).from(salesReps).where(eq(salesReps.id, id));
  if (!rep) throw notFound(OFFICE_TEXT.repNotFound);
  if (await upcoming(deps, meetings.repId, id)) throw conflict(OFFICE_TEXT.repHasMeetings);
  await deps.db.delete(salesReps).where(eq(salesReps.id, id));
}

export async function createHoliday(
  deps: ServiceDeps,
  officeId: string,
  input: z.output<typeof HolidayWriteSchema>,
): Promise<HolidayReply> {
  const [office] = await deps.db.select({ id: salesOffices.id }).from(salesOffices).where(eq(salesOffices.id, officeId));
  if (!office) throw notFound(OFFICE_TEXT.officeNotFound);
  try {
    const [holiday] = await deps.db
      .insert(officeHolidays)
      .values({ id: newId(), officeId, date: input.date, name: input.name, createdAt: deps.clock() })
      .returning();
    return holidayReply(holiday!);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(OFFICE_TEXT.holidayExists);
    throw err;
  }
}

export async function deleteHoliday(deps: ServiceDeps, id: string): Promise<void> {
  const deleted = await deps.db.delete(officeHolidays).where(eq(officeHolidays.id, id)).returning({ id: officeHolidays.id });
  if (deleted.length === 0) throw notFound(OFFICE_TEXT.holidayNotFound);
}
