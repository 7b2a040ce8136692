import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../server/src/env';
import { applyContactSettings, PRERENDERED_DIR } from '../../server/src/static';
import { makeTestApp, type TestApp } from './helpers';

// docs/decisions/0060: the contact details are run-time settings; the server writes them into the prerendered pages
// (where <ContactValue> marked them) and into the config block the hydrating app reads.

/** What <ContactValue> renders (tests/unit/marketing/contact-value.test.tsx pins the same form). */
const email = (key: string, value: string) =>
  `<a data-contact-setting="${key}" href="mailto:${value}" class="text-accent">${value}</a>`;
const phone = (key: string, value: string, digits: string) =>
  `<a data-contact-setting="${key}" href="tel:${digits}" class="inline-block">${value}</a>`;
const address = (key: string, text: string) => `<span data-contact-setting="${key}" class="whitespace-pre-line block">${text}</span>`;
/** What it renders for a detail the build did not have: empty and hidden, the link going nowhere. */
const unset = {
  email: (key: string) => `<a data-contact-setting="${key}" href="mailto:" hidden="" class="text-accent"></a>`,
  phone: (key: string) => `<a data-contact-setting="${key}" href="tel:" hidden="" class="inline-block"></a>`,
  address: (key: string) => `<span data-contact-setting="${key}" hidden="" class="whitespace-pre-line block"></span>`,
};
/** What <ContactRow> renders around a detail the build did not have, and what shows in its place. */
const row = (key: string, inner: string) => `<div data-contact-row="${key}" hidden="" class="row">${inner}</div>`;
const absent = (key: string, text: string) => `<p data-contact-absent="${key}" class="row">${text}</p>`;

const BUILT = `<!doctype html><html><head><title>Contact</title><!--runtime-config--></head><body><div id="root" data-prerendered-at="1">
${row('OFFICE_UK_ADDRESS', unset.address('OFFICE_UK_ADDRESS'))}
${row('OFFICE_UK_PHONE', `<dt>Phone</dt><dd>${unset.phone('OFFICE_UK_PHONE')}</dd>`)}
${row('OFFICE_UK_EMAIL', unset.email('OFFICE_UK_EMAIL'))}
${row('CONTACT_EMAIL', unset.email('CONTACT_EMAIL'))}${absent('CONTACT_EMAIL', 'Use the contact page')}
<p>Write to the address above</p>
</div></body></html>`;

const client = (env: Record<string, string>) => loadEnv({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'contact-env-')), ...env }).client;

describe('contact settings in the environment', () => {
  it('are absent from the config block unless set, then trimmed; blank counts as unset', () => {
    const unset = client({ CONTACT_EMAIL: '   ' });
    expect(unset.CONTACT_EMAIL).toBeUndefined();
    expect(JSON.stringify(unset)).not.toContain('OFFICE_');
    const set = client({ CONTACT_EMAIL: ' sales@acme.test ', OFFICE_UK_PHONE: '+44 20 7000 1234', OFFICE_UAE_ADDRESS: 'Tower 1; Dubai' });
    expect(set).toMatchObject({ CONTACT_EMAIL: 'sales@acme.test', OFFICE_UK_PHONE: '+44 20 7000 1234', OFFICE_UAE_ADDRESS: 'Tower 1; Dubai' });
  });

  it.each([
    ['CONTACT_EMAIL', 'not an email', /CONTACT_EMAIL must be an email address/],
    ['OFFICE_UK_EMAIL', 'a@b', /OFFICE_UK_EMAIL must be an email address/],
    ['OFFICE_UK_PHONE', 'call us', /OFFICE_UK_PHONE must be a phone number/],
    ['OFFICE_UAE_ADDRESS', 'x;'.repeat(7), /OFFICE_UAE_ADDRESS must be 1 to 6 lines/],
  ])('refuse to start with a bad %s, naming it', (key, value, message) => {
    expect(() => client({ [key]: value })).toThrow(message);
  });
});

describe('applyContactSettings', () => {
  it('leaves the built values where the server has no setting (the browser falls back to the same)', () => {
    expect(applyContactSettings(BUILT, client({}))).toBe(BUILT);
  });

  it('writes each set value into its element: text, mailto:/tel: link, address lines; shows its row, hides what stood in', () => {
    const html = applyContactSettings(
      BUILT,
      client({ CONTACT_EMAIL: 'sales@acme.test', OFFICE_UK_PHONE: '+44 (20) 7000-1234', OFFICE_UK_ADDRESS: '1 Dock Street;  London E1 ; UK' }),
    );
    expect(html).toContain(`<div data-contact-row="CONTACT_EMAIL" class="row">${email('CONTACT_EMAIL', 'sales@acme.test')}</div>`);
    expect(html).toContain('<p data-contact-absent="CONTACT_EMAIL" hidden="" class="row">Use the contact page</p>');
    expect(html).toContain(`<div data-contact-row="OFFICE_UK_PHONE" class="row"><dt>Phone</dt><dd>${phone('OFFICE_UK_PHONE', '+44 (20) 7000-1234', '+442070001234')}</dd></div>`);
    expect(html).toContain(address('OFFICE_UK_ADDRESS', '1 Dock Street\nLondon E1\nUK'));
    // Not set: kept as built, row and all. Text outside a marked element is never touched.
    expect(html).toContain(row('OFFICE_UK_EMAIL', unset.email('OFFICE_UK_EMAIL')));
    expect(html).toContain('<p>Write to the address above</p>');
  });

  it('shows nothing made up where nothing is set', () => {
    for (const text of [BUILT, applyContactSettings(BUILT, client({}))]) {
      expect(text).not.toMatch(/example\.com|Sample address|000 0000/);
      // Every detail's row is hidden; what stands in for the contact email shows.
      expect(text.match(/data-contact-row="[A-Z_]+" hidden=""/g)).toHaveLength(4);
      expect(text).toContain(absent('CONTACT_EMAIL', 'Use the contact page'));
    }
  });

  it('escapes what it writes, so a value cannot add markup or leave its attribute', () => {
    const html = applyContactSettings(BUILT, { ...client({}), OFFICE_UK_ADDRESS: '<img src=x onerror=alert(1)>; "quoted" & more' });
    expect(html).toContain(address('OFFICE_UK_ADDRESS', '&lt;img src=x onerror=alert(1)&gt;\n&quot;quoted&quot; &amp; more'));
    expect(html).not.toContain('<img');
    const quoted = applyContactSettings(BUILT, { ...client({}), CONTACT_EMAIL: 'a"b@acme.test' });
    expect(quoted).toContain('href="mailto:a&quot;b@acme.test"');
  });
});

describe('a prerendered page as served', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(tmpdir(), 'eternity-dist-'));
    writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><html><head><!--runtime-config--></head><body><div id="root"></div></body></html>');
    mkdirSync(path.join(staticDir, PRERENDERED_DIR));
    writeFileSync(path.join(staticDir, PRERENDERED_DIR, 'contactus.html'), BUILT);
    t = await makeTestApp({ staticDir, env: { CONTACT_EMAIL: 'sales@acme.test', OFFICE_UK_EMAIL: 'london@acme.test' } });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('carries the deployment’s contact details in the markup and in the config block alike', async () => {
    const res = await t.app.request('/contactus', { headers: { accept: 'text/html' } });
    const html = await res.text();
    expect(html).toContain(email('CONTACT_EMAIL', 'sales@acme.test'));
    expect(html).toContain(email('OFFICE_UK_EMAIL', 'london@acme.test'));
    const block = new RegExp(`<script type="application/json" id="${RUNTIME_CONFIG_ID}">(.*?)</script>`).exec(html)?.[1];
    expect(JSON.parse(block ?? '{}')).toMatchObject({ CONTACT_EMAIL: 'sales@acme.test', OFFICE_UK_EMAIL: 'london@acme.test' });
  });
});
