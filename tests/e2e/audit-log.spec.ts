import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { E2E_CONTACT_API_TOKEN } from '../../playwright.config';
import { AxeBuilder, test, storeSession, superAdminTokens, watchErrors, expect } from './fixtures';
import { bookingProof } from './human-check';
import { invitationLinks } from './mailbox';

// Issue 23 item 7 end to end: changes made through the console show in the audit log with before → after, filter,
// export as CSV; the screen is axe-clean and fits at 375 and 1440 px.

const INES_PASSWORD = 'Lantern-Quiet-Harbour-84';
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
test.describe.configure({ timeout: 180_000 });

async function expectAxeCleanAndFitting(page: Page, what: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${what} ${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${what} at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    // The table itself fits too: its scroller has nothing to scroll sideways (at 1440 the Changes column was clipped).
    const scroller = page.getByRole('region', { name: 'Audit log table' });
    if (await scroller.count()) {
      const sideways = await scroller.evaluate((el) => el.scrollWidth - el.clientWidth);
      expect(sideways, `${what}: the table at ${width}px scrolls sideways`).toBeLessThanOrEqual(0);
    }
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

async function book(request: APIRequestContext, name: string, company: string) {
  const res = await request.post('/api/meta/book-demo', {
    headers: { token: E2E_CONTACT_API_TOKEN, versionNumber: 'v2' },
    data: {
      name,
      companyName: company,
      businessEmail: `${name.toLowerCase().replace(/\W+/g, '-')}@visitor.example`,
      phoneNumber: '+919876543210',
      message: 'Audit this lead.',
      startedAt: Date.now() - 60_000,
      humanCheck: await bookingProof(request, { token: E2E_CONTACT_API_TOKEN }),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

test('console changes show in the audit log with before → after; filters and CSV export', async ({ page, request }) => {
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const t = await superAdminTokens(request);
  await storeSession(page, { userType: 'super-admin', ...t });
  const headers = { Authorization: `Bearer ${t.accessToken}` };

  // 1. A metaverse created through the console.
  const metaverse = `Audit City ${tag}`;
  await page.goto('/super-admin/metaverse/new');
  await page.getByRole('textbox', { name: 'Name' }).fill(metaverse);
  await page.getByRole('textbox', { name: 'Description' }).fill('Watched closely by sales.lead.team@showroom.example.com, see https://crm.showroom.example.com/pipelines/enterprise-leads/audit-trail');
  // Double-clicked: one metaverse, so one event (checked below).
  await page.getByRole('button', { name: 'Create metaverse' }).dblclick();
  await expect(page.getByText(`Metaverse ${metaverse} created`)).toBeVisible();

  // 2. A lead's status changed on its detail view.
  const lead = `Audra ${tag}`;
  await book(request, lead, `Audit Co ${tag}`);
  await page.goto(`/super-admin/bookeddemos?q=${encodeURIComponent(lead)}`);
  await page.getByRole('row').filter({ hasText: lead }).getByRole('link', { name: lead }).click();
  await expect(page.getByRole('heading', { level: 1, name: lead })).toBeVisible();
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Contacted' });
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/^Saved: Contacted/)).toBeVisible();

  // 3. A dashboard user's name edited.
  const created = await request.put('/api/dashboard-user', {
    headers,
    data: { name: `Dora ${tag}`, email: `dora.${tag}@e2e.example.com`, password: 'e2e-Dashboard-pass-1', phoneNumber: '+919812345678' },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = (await created.json()).data.dashboardUser._id as string;
  await page.goto(`/super-admin/dashboard-users?edit=${userId}`);
  await expect(page.getByLabel(/^Name/)).toHaveValue(`Dora ${tag}`);
  await page.getByLabel(/^Name/).fill(`Dora Renamed ${tag}`);
  await page.getByRole('button', { name: 'Update Dashboard User' }).last().click();
  await expect(page.getByText(`Changes to Dora Renamed ${tag} saved`)).toBeVisible();

  // The audit log, from the sidebar.
  await page.goto('/super-admin/home');
  await page.getByRole('navigation').getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/super-admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit log' })).toBeVisible();
  // Other specs' changes fill the first page when they run alongside: this test's own, found by its tag.
  await page.getByLabel('Search the audit log').fill(tag);
  await expect(page).toHaveURL(new RegExp(`q=${tag}`));
  const table = page.getByRole('table', { name: /Audit/ });
  const row = (text: string) => table.getByRole('row').filter({ hasText: text });
  await expect(row(metaverse).filter({ hasText: 'Metaverse created' })).toHaveCount(1);
  await expect(row(metaverse).filter({ hasText: 'Metaverse created' })).toContainText(`Name: ${metaverse}`);
  // A creation lists what it set, without '— →' (session 20).
  await expect(row(metaverse).filter({ hasText: 'Metaverse created' })).not.toContainText('— →');
  // When, to the second and with the zone: '26 Nov 2026, 14:05:09 UTC'.
  await expect(row(metaverse).filter({ hasText: 'Metaverse created' }).locator('time')).toHaveText(/^\d{1,2} \w{3,4} \d{4}, \d\d:\d\d:\d\d \S+/);
  await expect(row(lead).filter({ hasText: 'Lead status changed' })).toContainText('Status: New → Contacted');
  await expect(row(`dora.${tag}`).filter({ hasText: 'Dashboard user updated' })).toContainText(`Name: Dora ${tag} → Dora Renamed ${tag}`);
  await expect(row(metaverse).first()).toContainText('Super admin · ');
  // Who: the name, with the email behind it for keyboard and touch too (a native disclosure).
  const who = row(metaverse).first().locator('summary');
  const email = who.locator('xpath=following-sibling::span');
  await expect(email).toBeHidden();
  await who.focus();
  await page.keyboard.press('Enter');
  await expect(who.locator('..')).toHaveAttribute('open', '');
  await expect(email).toBeVisible();
  await expect(email).toContainText('@');
  await page.keyboard.press('Enter');
  await expect(who.locator('..')).not.toHaveAttribute('open', '');
  await expectAxeCleanAndFitting(page, 'the audit log');

  // Filters live in the URL.
  await page.getByLabel('Action').selectOption({ label: 'Lead status changed' });
  await expect(page).toHaveURL(/action=lead\.status_changed/);
  await expect(row(metaverse)).toHaveCount(0);
  await expect(row(lead)).toHaveCount(1);
  await page.getByLabel('Action').selectOption({ label: 'Any action' });
  await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Metaverse' });
  await expect(table.getByRole('row').filter({ hasText: tag })).toHaveCount(1);
  await page.getByLabel('Search the audit log').fill(`nothing-${tag}`);
  await expect(page.getByText('No audit events match these filters')).toBeVisible();
  await expectAxeCleanAndFitting(page, 'the empty filtered log');

  // Export: the filtered log as CSV.
  await page.getByLabel('Search the audit log').fill(tag);
  await page.getByLabel('Target', { exact: true }).selectOption({ label: 'Anything' });
  await expect(row(lead)).toHaveCount(1);
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toBe('\uFEFFat,actorRole,actorId,actor,ip,action,targetType,targetId,target,changes');
  expect(csv).toContain('metaverse.created');
  expect(csv).toContain('status: new → contacted');
  expect(csv).toContain(`name: Dora ${tag} → Dora Renamed ${tag}`);
  expect(csv).not.toContain('e2e-Dashboard-pass-1');
  expect(errors).toEqual([]);
});

test('the rest of the console changes issue 23 names show with before → after: owner, note, webhook, invitation and its acceptance, managers', async ({ page, request }) => {
  const errors = watchErrors(page);
  const tag = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const t = await superAdminTokens(request);
  const headers = { Authorization: `Bearer ${t.accessToken}` };
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- replies of several endpoints, read for an id or two
  const ok = async (res: Awaited<ReturnType<APIRequestContext['get']>>, status = 200): Promise<any> => {
    expect(res.status(), await res.text()).toBe(status);
    return res.json();
  };

  // A lead given an owner and a note.
  const office = await ok(await request.post('/api/sales/offices', { headers, data: { name: `Audit Office ${tag}`, timeZone: 'Europe/London', countries: [], isDefault: false, minNoticeMinutes: 60 } }), 201);
  const rep = await ok(await request.post('/api/sales/reps', { headers, data: { officeId: office.id, name: `Rhea ${tag}`, email: `rhea-${tag}@eternity.example`, active: true, hours: [] } }), 201);
  const lead = `Otto ${tag}`;
  await book(request, lead, `Owner Co ${tag}`);
  const found = await ok(await request.get(`/api/booked-demos?q=${encodeURIComponent(lead)}`, { headers }));
  const leadId = found.data.bookedDemos[0]._id as string;
  await ok(await request.patch(`/api/booked-demos/${leadId}`, { headers, data: { ownerId: rep.id } }));
  await ok(await request.post(`/api/booked-demos/${leadId}/notes`, { headers, data: { text: `Called ${tag}, wants a pilot` } }), 201);

  // A webhook set up.
  const hookUrl = `https://crm-${tag}.example.com/hooks`;
  await ok(await request.post('/api/webhooks', { headers, data: { url: hookUrl, events: ['lead.created', 'meeting.booked'] } }), 201);

  // A dashboard user invited, who accepts through the mailed link.
  const invitedEmail = `ines.${tag}@e2e.example.com`;
  await ok(await request.put('/api/dashboard-user', { headers, data: { name: `Ines ${tag}`, email: invitedEmail, phoneNumber: '+919812345678' } }), 201);
  const [link] = await invitationLinks(invitedEmail, 1);
  const token = new URL(link!, 'http://x').searchParams.get('token');
  await ok(await request.post('/api/dashboard-user/accept-invitation', { data: { token, password: INES_PASSWORD } }));

  // A metaverse's admin adds a manager of their own metaverse and removes them again.
  const adminEmail = `ada.${tag}@e2e.example.com`;
  const managerEmail = `max.${tag}@e2e.example.com`;
  const admin = (await ok(await request.put('/api/dashboard-user', { headers, data: { name: `Ada ${tag}`, email: adminEmail, password: 'e2e-Audit-admin-1', phoneNumber: '+919812345678' } }), 201)).data.dashboardUser;
  const manager = (await ok(await request.put('/api/dashboard-user', { headers, data: { name: `Max ${tag}`, email: managerEmail, password: 'e2e-Audit-manager-1', phoneNumber: '+919812345678' } }), 201)).data.dashboardUser;
  const world = `Managed City ${tag}`;
  const metaverse = (await ok(await request.put('/api/metaverse', { headers, data: { name: world, admin: admin._id } }), 201)).data.metaverse;
  const adminTokens = (await ok(await request.post('/api/dashboard-user', { data: { email: adminEmail, password: 'e2e-Audit-admin-1' } }))).data;
  const asAdmin = { Authorization: `Bearer ${adminTokens.accessToken}` };
  await ok(await request.post(`/api/metaverse/${metaverse._id}/managers`, { headers: asAdmin, data: { email: managerEmail } }));
  await ok(await request.delete(`/api/metaverse/${metaverse._id}/dashboard-user/${manager._id}`, { headers: asAdmin }));

  // All of it on the audit log's screen, in words.
  await storeSession(page, { userType: 'super-admin', ...t });
  await page.goto(`/super-admin/audit-log?q=${tag}`);
  const table = page.getByRole('table', { name: /Audit/ });
  const row = (action: string, text: string) => table.getByRole('row').filter({ hasText: action }).filter({ hasText: text });
  await expect(row('Lead owner changed', lead)).toContainText(`Owner: — → Rhea ${tag}`);
  await expect(row('Lead note added', lead)).toContainText(`Note: Called ${tag}, wants a pilot`);
  await expect(row('Webhook created', hookUrl)).toContainText(`URL: ${hookUrl}`);
  await expect(row('Webhook created', hookUrl)).toContainText('Events: lead.created, meeting.booked');
  await expect(row('Webhook created', hookUrl)).toContainText('Signing secret: [redacted]');
  await expect(row('Dashboard user invited', invitedEmail)).toContainText('Status: Invited');
  const accepted = row('Dashboard user invitation accepted', invitedEmail);
  await expect(accepted).toContainText('Status: Invited → Active');
  await expect(accepted).toContainText('Password: — → [redacted]');
  await expect(accepted).toContainText(`Ines ${tag}`);
  await expect(accepted).toContainText('Dashboard user · ');
  await expect(row('Metaverse manager added', world)).toContainText(`Managers: ${managerEmail}`);
  await expect(row('Metaverse manager added', world)).toContainText(`Ada ${tag}`);
  await expect(row('Metaverse manager removed', world)).toContainText(`Managers: ${managerEmail} (removed)`);
  await expect(row('Metaverse manager removed', world).locator('del')).toHaveText(managerEmail);
  expect(await page.content()).not.toContain(INES_PASSWORD);
  expect(errors).toEqual([]);
});
