import { createHmac, timingSafeEqual } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { AxeBuilder, test, storeSession, superAdminTokens, watchErrors, expect } from './fixtures';

// Issue 23 item 2 end to end: the super admin points a webhook at a CRM (here a receiver in this test), a booking
// through the public form reaches it signed within seconds, a 500 is retried, and Replay sends it again.

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
test.describe.configure({ timeout: 180_000 });

interface Received {
  id: string;
  signature: string;
  body: string;
}

/** A CRM's endpoint: records each request and answers 500 the first time it sees a body containing `failOnceFor`. */
async function startReceiver(failOnceFor: string) {
  const received: Received[] = [];
  let failed = false;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      received.push({ id: String(req.headers['webhook-id']), signature: String(req.headers['webhook-signature']), body });
      const fail = !failed && body.includes(failOnceFor);
      if (fail) failed = true;
      res.statusCode = fail ? 500 : 200;
      res.end(fail ? 'try again' : 'ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/crm/hooks`, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** What the CRM does with its copy of the secret (Stripe's scheme): recompute HMAC-SHA256 over "t.body", check the age. */
function verify(secret: string, header: string, body: string): boolean {
  const parts = Object.fromEntries(header.split(',').map((kv) => kv.split('=', 2) as [string, string]));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > 300 || !parts.v1) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  const given = Buffer.from(parts.v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function expectAxeClean(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
    expect(violations.map((v) => `${width}px ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
  }
}

async function bookThroughTheForm(page: Page, email: string) {
  await page.goto('/');
  await page.getByRole('main').getByRole('button', { name: 'Ask an Expert' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Book a demo' });
  await dialog.getByLabel('Name', { exact: true }).fill('Wendy Webhook');
  await dialog.getByLabel('Company name', { exact: true }).fill('Hook Ltd');
  await dialog.getByLabel('Business email', { exact: true }).fill(email);
  await dialog.getByRole('button', { name: /^Country code/ }).click();
  await dialog.getByRole('combobox', { name: 'Search countries' }).fill('united arab');
  await dialog.getByRole('option', { name: /United Arab Emirates/ }).click();
  await dialog.getByLabel('Phone', { exact: true }).fill('501234567');
  await dialog.getByLabel('Message', { exact: true }).fill('Please send this to our CRM.');
  await dialog.getByRole('button', { name: 'Submit' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'Request Sent successfully!!' })).toBeVisible();
}

test('a booking reaches the CRM signed; a 500 is retried; Replay sends it again', async ({ page, context }) => {
  const errors = watchErrors(page);
  const email = `e2e-hook-${Date.now().toString(36)}@crm-visitor.example`;
  const receiver = await startReceiver(email);
  const mine = () => receiver.received.filter((r) => r.body.includes(email));
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await storeSession(page, { userType: 'super-admin', ...(await superAdminTokens(page.request)) });
    await page.goto('/super-admin/webhooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Webhooks' })).toBeAttached();

    // Create: URL, description, the events (all ticked by default); the secret is shown once, with a copy button.
    await page.getByRole('button', { name: 'Add webhook' }).first().click();
    const form = page.getByRole('dialog', { name: 'Add webhook' });
    await form.getByRole('textbox', { name: 'URL', exact: true }).fill(receiver.url);
    await form.getByRole('textbox', { name: 'Description', exact: true }).fill('E2E CRM');
    for (const label of ['Lead created', 'Lead status changed', 'Meeting booked', 'Meeting moved', 'Meeting cancelled'])
      await expect(form.getByRole('checkbox', { name: new RegExp(label) })).toBeChecked();
    await form.getByRole('button', { name: 'Add webhook' }).click();
    const secretDialog = page.getByRole('dialog', { name: 'Signing secret' });
    const secret = (await secretDialog.locator('code').filter({ hasText: /^whsec_/ }).textContent())!.trim();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await secretDialog.getByRole('button', { name: 'Copy secret' }).click();
    await expect(secretDialog.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectAxeClean(page);
    await secretDialog.getByRole('button', { name: 'Done' }).click();
    const row = page.getByRole('row').filter({ hasText: receiver.url });
    await expect(row).toContainText('E2E CRM');
    await expect(row).not.toContainText(secret);
    await expect(row).toContainText('None yet');

    // A visitor books through the public form: the receiver gets a signed lead.created, first answered 500, then again.
    await bookThroughTheForm(page, email);
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(2);
    const [first, second] = mine();
    for (const r of [first!, second!]) expect(verify(secret, r.signature, r.body), 'signature').toBe(true);
    expect(verify(`${secret}x`, second!.signature, second!.body)).toBe(false);
    expect(second!.id).toBe(first!.id);
    const event = JSON.parse(second!.body);
    expect(event).toMatchObject({ id: first!.id, type: 'lead.created', data: { lead: { email, name: 'Wendy Webhook', companyName: 'Hook Ltd' } } });

    // The console's delivery log shows both attempts.
    await page.goto('/super-admin/webhooks');
    await page.getByRole('button', { name: `Deliveries of ${receiver.url}` }).click();
    const log = page.getByRole('region', { name: 'Deliveries' });
    const delivery = log.getByRole('row').filter({ hasText: '2 attempts' });
    await expect(delivery).toContainText('lead.created');
    await expect(delivery).toContainText('Delivered');
    await expect(delivery).toContainText('200');
    await delivery.getByText('2 attempts').click();
    const attempts = delivery.getByRole('listitem');
    await expect(attempts).toHaveCount(2);
    await expect(attempts.nth(0)).toContainText('500');
    await expect(attempts.nth(1)).toContainText('200');
    await expectAxeClean(page);

    // Replay: the same event (same Webhook-Id) is sent again, and the log gains a row.
    await delivery.getByRole('button', { name: /^Replay/ }).click();
    await expect(page.getByText('lead.created queued to be sent again')).toBeVisible();
    await expect.poll(() => mine().length, { timeout: 20_000 }).toBe(3);
    const replayed = mine()[2]!;
    expect(replayed.id).toBe(first!.id);
    expect(verify(secret, replayed.signature, replayed.body)).toBe(true);
    await expect(log.getByRole('row').filter({ hasText: 'lead.created' })).not.toHaveCount(1);

    // Turn off, then delete with confirmation.
    await page.getByRole('button', { name: `Turn off ${receiver.url}` }).click();
    await expect(row).toContainText('Off');
    await page.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete webhook' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByRole('row').filter({ hasText: receiver.url })).toHaveCount(0);
    expect(errors).toEqual([]);
  } finally {
    await receiver.close();
  }
});
