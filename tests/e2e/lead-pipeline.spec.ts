import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CONTACT_API_TOKEN } from '../../playwright.config';
import { E2E_ADMIN, AxeBuilder, test, storeSession, superAdminTokens, watchErrors, expect } from './fixtures';
import { bookingProof } from './human-check';

// Issue 23 item 1 (docs/decisions/0046): the super admin works a lead: status and owner, a note, the list's filters
// by status and date range, a bulk status change and the CSV export, all axe-clean at 375 and 1440 px.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

async function expectAxeClean(page: Page, what: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const axe = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(axe.violations.map((x) => `${x.id}: ${x.nodes.map((n) => n.target.join(' ')).join(' | ')}`), `axe on ${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function book(request: APIRequestContext, name: string, company: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@visitor.example`;
  const res = await request.post('/api/meta/book-demo', {
    headers: { token: E2E_CONTACT_API_TOKEN, versionNumber: 'v2' },
    data: {
      name,
      companyName: company,
      businessEmail: email,
      phoneNumber: '+919876543210',
      message: 'Show us the virtual bank.',
      startedAt: Date.now() - 60_000,
      humanCheck: await bookingProof(request, { token: E2E_CONTACT_API_TOKEN }),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  return email;
}

async function givenRep(request: APIRequestContext, token: string, tag: string, email = `rita-${tag}@eternity.example`): Promise<{ id: string; name: string }> {
  const headers = { authorization: `Bearer ${token}` };
  const office = await request.post('/api/sales/offices', {
    headers,
    data: { name: `Office ${tag}`, timeZone: 'Europe/London', countries: [], isDefault: false, minNoticeMinutes: 60 },
  });
  expect(office.status(), await office.text()).toBe(201);
  const name = `Rita ${tag}`;
  const rep = await request.post('/api/sales/reps', {
    headers,
    data: { officeId: (await office.json()).id, name, email, active: true, hours: [] },
  });
  expect(rep.status(), await rep.text()).toBe(201);
  return { id: (await rep.json()).id, name };
}

/** The signed-in super admin as a sales rep: the active rep with their email, made (in other letters) if none is yet. */
async function givenOwnRep(request: APIRequestContext, token: string, tag: string): Promise<{ id: string; name: string }> {
  const res = await request.get('/api/sales/offices', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status(), await res.text()).toBe(200);
  const { offices } = (await res.json()) as { offices: { reps: { id: string; name: string; email: string; active: boolean }[] }[] };
  const reps = offices.flatMap((office) => office.reps).filter((rep) => rep.active && rep.email.toLowerCase() === E2E_ADMIN.email);
  const known = reps.sort((a, b) => a.name.localeCompare(b.name))[0];
  return known ?? givenRep(request, token, `me-${tag}`, E2E_ADMIN.email.toUpperCase());
}

/** Gives the leads of this company, by name, the owner given (null: nobody). */
async function assign(request: APIRequestContext, token: string, company: string, owners: Record<string, string | null>) {
  const headers = { authorization: `Bearer ${token}` };
  const list = await request.get(`/api/booked-demos?q=${encodeURIComponent(company)}`, { headers });
  expect(list.status(), await list.text()).toBe(200);
  const leads = (await list.json()).data.bookedDemos as { _id: string; name: string }[];
  for (const lead of leads) {
    if (!(lead.name in owners)) continue;
    const res = await request.patch(`/api/booked-demos/${lead._id}`, { headers, data: { ownerId: owners[lead.name] } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test.slow(() => true, 'each test walks several console screens');

test('the super admin works a lead: status, owner, a note, filters, bulk status, CSV export', async ({ page }) => {
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const company = `Pipeline ${tag}`;
  const first = `Ada ${tag}`;
  const second = `Ben ${tag}`;
  await book(page.request, first, company);
  await book(page.request, second, company);
  const tokens = await superAdminTokens(page.request);
  const { name: repName } = await givenRep(page.request, tokens.accessToken, tag);
  await storeSession(page, { userType: 'super-admin', ...tokens });

  // The list, searched for this test's leads: both new, nobody owns them.
  await page.goto('/super-admin/bookeddemos');
  await page.getByLabel('Search booked demos').fill(company);
  await expect(page).toHaveURL(new RegExp(`q=Pipeline`));
  const rows = page.getByRole('row').filter({ hasText: company });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: first })).toContainText('New');
  await expect(rows.filter({ hasText: first })).toContainText('Unassigned');
  await expectAxeClean(page, 'the list');

  // The detail view: status and owner saved with a toast, a note added.
  await rows.filter({ hasText: first }).getByRole('link', { name: first }).click();
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
  await expect(page.getByText('Show us the virtual bank.')).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
  await page.getByLabel('Owner', { exact: true }).selectOption({ label: `${repName} (Office ${tag})` });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(`Saved: Contacted, owned by ${repName}`)).toBeVisible();
  await page.getByLabel('New note').fill('Called: they want a demo next week.');
  await page.getByRole('button', { name: 'Add note' }).click();
  // The activity, newest first: the note, then the owner and status changes signed by the admin, then the booking.
  const activity = page.getByRole('list', { name: 'Activity, newest first' }).getByRole('listitem');
  await expect(activity.first()).toContainText('Called: they want a demo next week.');
  await expect(activity.filter({ hasText: 'Status changed from New to Contacted by ' })).toHaveCount(1);
  await expect(activity.last()).toContainText('Demo booked');
  const texts = await activity.allTextContents();
  expect(texts.findIndex((t) => t.startsWith('Note by '))).toBeLessThan(texts.findIndex((t) => t.startsWith('Status changed from New to Contacted')));
  await expect(page.getByLabel('New note')).toHaveValue('');
  await expectAxeClean(page, 'the detail view');

  // Back to the list with its search; filter by status.
  await page.getByRole('link', { name: "<< Back to Booked Demo's" }).click();
  await expect(page.getByLabel('Search booked demos')).toHaveValue(company);
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
  await expect(page).toHaveURL(/status=contacted/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(first);
  await expect(rows).toContainText(repName);

  // A date range: today holds both; from tomorrow holds none.
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Any status' });
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.getByLabel('Booked from').fill(today);
  await page.getByLabel('Booked to').fill(today);
  await expect(page).toHaveURL(new RegExp(`from=${today}.*to=${today}|to=${today}.*from=${today}`));
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Booked to').fill(tomorrow);
  await page.getByLabel('Booked from').fill(tomorrow);
  await expect(page.getByText('No booked demos match your search')).toBeVisible();
  await page.getByLabel('Booked from').fill(today);
  await expect(rows).toHaveCount(2);

  // Bulk: both to Won, after a confirmation saying how many.
  await page.getByLabel('Select all on this page').check();
  await page.getByLabel('New status').selectOption({ label: 'Won' });
  await page.getByRole('button', { name: 'Change status (2)' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Change status' });
  await expect(confirm).toContainText('Change the status of 2 booked demos to Won?');
  await confirm.getByRole('button', { name: 'Change status' }).click();
  await expect(page.getByText('2 booked demos now are Won')).toBeVisible();
  await expect(rows.filter({ hasText: 'Won' })).toHaveCount(2);

  // The export carries the list's filters and the pipeline's columns.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
  const [header, ...lines] = file.trim().split('\r\n');
  const columns = header!.split(',');
  for (const column of ['name', 'status', 'owner', 'notes', 'nextMeeting', 'lastMeeting', 'sourcePage', 'sourceLabel']) expect(columns).toContain(column);
  expect(lines).toHaveLength(2);
  const byName = Object.fromEntries(lines.map((line) => [line.split(',')[0], Object.fromEntries(line.split(',').map((v, i) => [columns[i], v]))]));
  expect(byName[first]).toMatchObject({ status: 'Won', owner: repName, notes: '1', nextMeeting: '', lastMeeting: '' });
  expect(byName[second]).toMatchObject({ status: 'Won', owner: '', notes: '0' });
  expect(errors).toEqual([]);
});

test('on a phone the list shows its search and first leads; the other filters open with "More filters"', async ({ page }) => {
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  await book(page.request, `Cleo ${tag}`, `Phone ${tag}`);
  await storeSession(page, { userType: 'super-admin', ...(await superAdminTokens(page.request)) });
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/super-admin/bookeddemos');
  const more = page.getByRole('button', { name: 'More filters' });
  await expect(page.getByLabel('Search booked demos')).toBeVisible();
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByLabel('Status', { exact: true })).toBeHidden();
  await expect(page.getByLabel('Booked from')).toBeHidden();
  // The first lead's card starts inside the first screen.
  const firstCard = page.getByRole('row').filter({ has: page.getByRole('rowheader') }).first();
  expect((await firstCard.boundingBox())!.y).toBeLessThan(812);

  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'New' });
  await expect(page).toHaveURL(/status=new/);
  // A filter other than the search is set: after a reload the filters start open, with the choice in them.
  await page.reload();
  await expect(page.getByRole('button', { name: 'More filters' })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('new');
  // From 640 px everything shows and the button is gone.
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('button', { name: 'More filters' })).toBeHidden();
  await expect(page.getByLabel('Booked from')).toBeVisible();
  expect(errors).toEqual([]);
});

test('quick filters: Unassigned and My leads; on a phone each lead is a three-line card whose name opens it', async ({ page }) => {
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const company = `Quick ${tag}`;
  const [mine, theirs, nobodys] = [`Mia ${tag}`, `Tom ${tag}`, `Una ${tag}`];
  for (const name of [mine, theirs, nobodys]) await book(page.request, name, company);
  const tokens = await superAdminTokens(page.request);
  const me = await givenOwnRep(page.request, tokens.accessToken, tag);
  const other = await givenRep(page.request, tokens.accessToken, tag);
  await assign(page.request, tokens.accessToken, company, { [mine]: me.id, [theirs]: other.id });
  await storeSession(page, { userType: 'super-admin', ...tokens });

  await page.goto(`/super-admin/bookeddemos?q=${encodeURIComponent(company)}`);
  const quick = page.getByRole('group', { name: 'Quick filters' });
  const rows = page.getByRole('row').filter({ hasText: company });
  await expect(rows).toHaveCount(3);
  await expect(quick.getByRole('button', { name: 'All leads' })).toHaveAttribute('aria-pressed', 'true');

  // Unassigned: only the lead nobody owns.
  await quick.getByRole('button', { name: 'Unassigned' }).click();
  await expect(page).toHaveURL(/owner=none/);
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(nobodys);
  await expect(rows).toContainText('Unassigned');

  // My leads: the admin's own rep's, and only those; a reload keeps it. One owner to another replaced Unassigned's
  // entry, as the strip and the selects do, so Back returns to all leads.
  await quick.getByRole('button', { name: 'My leads' }).click();
  await expect(page).toHaveURL(new RegExp(`owner=${me.id}`));
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText(mine);
  await expect(quick.getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true');
  await expectAxeClean(page, 'the list with My leads');
  await page.reload();
  await expect(page.getByRole('group', { name: 'Quick filters' }).getByRole('button', { name: 'My leads' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(1);
  await page.goBack();
  await expect(quick.getByRole('button', { name: 'All leads' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows).toHaveCount(3);

  // On a phone: every lead a card of three lines, its email and phone 24 px tap targets at least.
  await quick.getByRole('button', { name: 'All leads' }).click();
  await expect(rows).toHaveCount(3);
  await page.setViewportSize({ width: 375, height: 812 });
  for (const row of await rows.all()) expect((await row.boundingBox())!.height).toBeLessThanOrEqual(140);
  const card = rows.filter({ hasText: mine });
  await expect(card).toContainText(company);
  await expect(card).toContainText('New');
  await expect(card).toContainText(me.name);
  for (const link of [card.getByRole('link', { name: /@visitor\.example$/ }), card.getByRole('link', { name: '+919876543210' })]) {
    const box = (await link.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(24);
  }
  await expect(card.getByRole('checkbox', { name: new RegExp(`^Select ${mine}, `) })).toBeVisible();
  await expectAxeClean(page, 'the list');
  await page.setViewportSize({ width: 375, height: 812 });
  await card.getByRole('link', { name: mine }).click();
  await expect(page.getByRole('heading', { level: 1, name: mine })).toBeVisible();
  expect(errors).toEqual([]);
});
