import { type APIRequestContext, type Page } from '@playwright/test';
import { AxeBuilder, type Tokens, test, storeSession, superAdminTokens, expect } from './fixtures';
import { invitationLinks } from './mailbox';

/**
 * Invitations and the roles SPEC names (issue 23 items 5 and 6, docs/decisions/0049), in the real app against the
 * real server: the super admin invites a dashboard user (no password), sends the invitation again from the user's
 * page (the first link dies), the invited user sets a password through the mailed link and signs in; a metaverse's
 * admin adds and removes a manager of their own metaverse on its page; its manager is not offered that and the
 * server answers 403; axe on every new screen at 375 and 1440 px.
 */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PASSWORD = 'e2e-Roles-pass-1';

const suffix = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

const bearer = (t: Tokens) => ({ Authorization: `Bearer ${t.accessToken}` });

async function createDashboardUser(request: APIRequestContext, sa: Tokens, name: string, email: string, password?: string) {
  const res = await request.put('/api/dashboard-user', {
    headers: bearer(sa),
    data: { name, email, phoneNumber: '+919812345678', ...(password ? { password } : {}) },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.dashboardUser as { _id: string; name: string; status: string };
}

async function dashboardTokens(request: APIRequestContext, email: string, password = PASSWORD): Promise<Tokens & { user: unknown }> {
  const res = await request.post('/api/dashboard-user', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = await res.json();
  return { user: body.data.dashboardUser, accessToken: body.data.accessToken, refreshToken: body.data.refreshToken };
}

async function violations(page: Page): Promise<string[]> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

interface World {
  sa: Tokens & { user: unknown };
  admin: { email: string; tokens: Tokens & { user: unknown } };
  manager: { id: string; name: string; email: string; tokens: Tokens & { user: unknown } };
  newcomer: { id: string; name: string; email: string };
  invited: { id: string; name: string; email: string };
  metaverse: { _id: string; name: string };
}

test.describe.configure({ mode: 'serial' });

let world: World;
test.beforeAll(async ({ request }) => {
  test.slow();
  const s = suffix();
  const sa = await superAdminTokens(request);
  const adminEmail = `roles.admin.${s}@example.com`;
  const managerEmail = `roles.manager.${s}@example.com`;
  const newcomerEmail = `roles.newcomer.${s}@example.com`;
  const invitedEmail = `roles.invited.${s}@example.com`;
  const admin = await createDashboardUser(request, sa, `Ada Admin ${s}`, adminEmail, PASSWORD);
  const manager = await createDashboardUser(request, sa, `Max Manager ${s}`, managerEmail, PASSWORD);
  const newcomer = await createDashboardUser(request, sa, `Nia Newcomer ${s}`, newcomerEmail, PASSWORD);
  const invited = await createDashboardUser(request, sa, `Ivo Invited ${s}`, invitedEmail);
  expect(invited.status).toBe('invited');
  const created = await request.put('/api/metaverse', { headers: bearer(sa), data: { name: `Roles City ${s}`, admin: admin._id } });
  expect(created.status(), await created.text()).toBe(201);
  const metaverse = (await created.json()).data.metaverse as { _id: string; name: string };
  const added = await request.put(`/api/metaverse/${metaverse._id}/dashboard-user/${manager._id}`, { headers: bearer(sa) });
  expect(added.status(), await added.text()).toBe(200);
  world = {
    sa,
    admin: { email: adminEmail, tokens: await dashboardTokens(request, adminEmail) },
    manager: { id: manager._id, name: manager.name, email: managerEmail, tokens: await dashboardTokens(request, managerEmail) },
    newcomer: { id: newcomer._id, name: newcomer.name, email: newcomerEmail },
    invited: { id: invited._id, name: invited.name, email: invitedEmail },
    metaverse,
  };
});

test.describe('invitations', () => {
  test('the super admin sends the invitation again; the invited user sets a password through the new link and signs in', async ({ page, request }) => {
    test.slow();
    const { invited } = world;
    const [first] = await invitationLinks(invited.email, 1);
    expect(first, 'invitation link in the mail').toBeDefined();
    // Invited users cannot sign in yet, and say why.
    const refused = await request.post('/api/dashboard-user', { data: { email: invited.email, password: 'anything-at-all-1' } });
    expect(refused.status()).toBe(403);

    await storeSession(page, { userType: 'super-admin', ...world.sa });
    await page.goto(`/super-admin/dashboard-user/${invited.id}`);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(invited.name) })).toBeVisible();
    await expect(page.getByText('Invited', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Resend invitation' }).click();
    await expect(page.getByText('A new invitation is on its way')).toBeVisible();
    const links = await invitationLinks(invited.email, 2);
    const second = links.at(-1)!;
    expect(second).not.toBe(first);

    // The first link is dead.
    await page.evaluate(() => localStorage.clear());
    await page.goto(first!);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('A-first-link-pass-9');
    await page.getByLabel('Confirm password', { exact: true }).fill('A-first-link-pass-9');
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page.getByRole('alert')).toContainText('This invitation link is invalid');

    const chosen = `Chosen-${suffix()}-pass-42`;
    await page.goto(second);
    await page.getByLabel('Password', { exact: true }).fill(chosen);
    await page.getByLabel('Confirm password', { exact: true }).fill(chosen);
    await page.getByRole('button', { name: 'Set my password' }).click();
    await expect(page.getByRole('status')).toHaveText('Your password is set. Log in with your email and the new password.');

    await page.getByRole('link', { name: 'Go to the login' }).click();
    await page.getByLabel('Email').fill(invited.email);
    await page.getByLabel('Password', { exact: true }).fill(chosen);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/dashboard/home');

    // The super admin's list now shows them as active.
    await storeSession(page, { userType: 'super-admin', ...world.sa });
    await page.goto(`/super-admin/dashboard-user/${invited.id}`);
    await expect(page.getByText('Active', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resend invitation' })).toHaveCount(0);
  });
});

test.describe("a metaverse's admin and its manager", () => {
  test('the admin adds and removes a manager of their own metaverse', async ({ page, request }) => {
    test.slow();
    await storeSession(page, { userType: 'dashboard-user', ...world.admin.tokens });
    await page.goto(`/dashboard/metaverse/${world.metaverse._id}`);
    await expect(page.getByRole('heading', { level: 1, name: world.metaverse.name })).toBeVisible();

    await page.getByLabel("Manager's email").fill('nobody-at-all@example.com');
    await page.getByRole('button', { name: 'Add manager' }).click();
    await expect(page.getByText('No dashboard user has this email.')).toBeVisible();

    await page.getByLabel("Manager's email").fill(world.newcomer.email);
    await page.getByRole('button', { name: 'Add manager' }).click();
    const card = page.getByRole('listitem').filter({ hasText: world.newcomer.name });
    await expect(card).toBeVisible();
    await expect(card.getByText('Manager', { exact: true })).toBeVisible();
    const listed = await request.get(`/api/metaverse/${world.metaverse._id}/dashboard-users`, { headers: bearer(world.sa) });
    expect(((await listed.json()).data.dashboardUsers as { _id: string }[]).map((p) => p._id)).toContain(world.newcomer.id);

    await card.getByRole('button', { name: `Remove ${world.newcomer.name} as manager` }).click();
    await page.getByRole('alertdialog', { name: 'Remove this manager?' }).getByRole('button', { name: 'Remove manager' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: world.newcomer.name })).toHaveCount(0);
    const after = await request.get(`/api/metaverse/${world.metaverse._id}/dashboard-users`, { headers: bearer(world.sa) });
    expect(((await after.json()).data.dashboardUsers as { _id: string }[]).map((p) => p._id)).not.toContain(world.newcomer.id);

    // The admin edits the platform links; a build the city will not frame is flagged at once.
    await page.getByRole('button', { name: 'Edit platform links' }).click();
    await page.getByLabel('WEBGL Build URL').fill('https://elsewhere.example.org/city/');
    await page.getByRole('button', { name: 'Save links' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'the city will not show the WEBGL build' })).toBeVisible();
    await page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(page.getByRole('link', { name: /WEBGL build/ })).toHaveAttribute('href', 'https://elsewhere.example.org/city/');
  });

  test('a manager is not offered the controls, and the server answers 403', async ({ page, request }) => {
    await storeSession(page, { userType: 'dashboard-user', ...world.manager.tokens });
    await page.goto(`/dashboard/metaverse/${world.metaverse._id}`);
    await expect(page.getByRole('heading', { level: 1, name: world.metaverse.name })).toBeVisible();
    await expect(page.getByText(world.manager.name).first()).toBeVisible();
    await expect(page.getByLabel("Manager's email")).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add manager' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Remove / })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Edit platform links' })).toHaveCount(0);

    const auth = bearer(world.manager.tokens);
    const add = await request.post(`/api/metaverse/${world.metaverse._id}/managers`, { headers: auth, data: { email: world.newcomer.email } });
    expect(add.status()).toBe(403);
    const remove = await request.delete(`/api/metaverse/${world.metaverse._id}/dashboard-user/${world.manager.id}`, { headers: auth });
    expect(remove.status()).toBe(403);
    const links = await request.put(`/api/metaverse/${world.metaverse._id}/links`, { headers: auth, data: { links: {} } });
    expect(links.status()).toBe(403);
  });
});

for (const width of [375, 1440]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the new screens', async ({ page, request }) => {
      test.slow();
      const found: string[] = [];
      const check = async (label: string) => {
        await page.waitForLoadState('networkidle');
        for (const v of await violations(page)) found.push(`${label}: ${v}`);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) found.push(`${label}: ${overflow}px wider than the viewport`);
      };

      // The page an invitation link opens.
      await page.goto('/dashboard/accept-invitation?token=not-a-real-token');
      await expect(page.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
      await check('accept invitation');

      // An invited user's page in the super-admin console, with its badge and buttons.
      const fresh = await createDashboardUser(request, world.sa, `Axe Invited ${width}`, `roles.axe.${width}.${suffix()}@example.com`);
      await storeSession(page, { userType: 'super-admin', ...world.sa });
      await page.goto(`/super-admin/dashboard-user/${fresh._id}`);
      await expect(page.getByRole('button', { name: 'Withdraw invitation' })).toBeVisible();
      await check('invited dashboard user');
      await page.getByRole('button', { name: 'Withdraw invitation' }).click();
      await expect(page.getByRole('alertdialog', { name: 'Withdraw the invitation?' })).toBeVisible();
      await check('withdraw dialog');
      await page.getByRole('alertdialog').getByRole('button', { name: 'Withdraw invitation' }).click();
      await expect(page.getByText('Invitation withdrawn')).toBeVisible();
      await page.goto('/super-admin/dashboard-users');
      await expect(page.getByText('Invited', { exact: true }).first()).toBeVisible();
      await check('dashboard users list');

      // The admin's metaverse page with its controls, and the links editor.
      await storeSession(page, { userType: 'dashboard-user', ...world.admin.tokens });
      await page.goto(`/dashboard/metaverse/${world.metaverse._id}`);
      await expect(page.getByRole('button', { name: 'Add manager' })).toBeVisible();
      await check("admin's metaverse");
      await page.getByRole('button', { name: 'Edit platform links' }).click();
      await expect(page.getByLabel('WEBGL Build URL')).toBeVisible();
      await check('links editor');

      expect(found).toEqual([]);
    });
  });
}
