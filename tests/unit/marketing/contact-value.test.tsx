import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONTACT_PLACEHOLDERS } from '@contract/contact-settings';
import { RUNTIME_CONFIG_ID } from '@contract/runtime-config';

// docs/decisions/0060. The server finds these elements by their form (server/src/static.ts, tested with the same form in
// tests/server/contact-settings.test.ts): the marker attribute first, the text the only child.

async function load(block?: object) {
  vi.resetModules();
  document.getElementById(RUNTIME_CONFIG_ID)?.remove();
  if (block) {
    const el = document.createElement('script');
    el.type = 'application/json';
    el.id = RUNTIME_CONFIG_ID;
    el.textContent = JSON.stringify(block);
    document.head.append(el);
  }
  return import('@/components/marketing/contact-value');
}

afterEach(() => document.getElementById(RUNTIME_CONFIG_ID)?.remove());

describe('<ContactValue>', () => {
  it('without settings shows the placeholders, which read as placeholders', async () => {
    const { ContactValue } = await load();
    expect(renderToStaticMarkup(<ContactValue setting="CONTACT_EMAIL" className="x" />)).toBe(
      '<a data-contact-setting="CONTACT_EMAIL" href="mailto:hello@example.com" class="x">hello@example.com</a>',
    );
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UK_PHONE" />)).toBe(
      '<a data-contact-setting="OFFICE_UK_PHONE" href="tel:+442079460000" class="">+44 20 7946 0000</a>',
    );
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UK_ADDRESS" className="block" />)).toBe(
      '<span data-contact-setting="OFFICE_UK_ADDRESS" class="whitespace-pre-line block">Sample address\nLondon, United Kingdom</span>',
    );
    for (const value of Object.values(CONTACT_PLACEHOLDERS)) expect(value).toMatch(/example\.com$|^Sample address|0000$/);
  });

  it('shows what the run-time config block sets, and the placeholder for a value it refuses', async () => {
    const { ContactValue } = await load({ CONTACT_EMAIL: 'sales@acme.test', OFFICE_UAE_ADDRESS: 'Tower 1 ; Dubai', OFFICE_UK_PHONE: 'not a phone' });
    expect(renderToStaticMarkup(<ContactValue setting="CONTACT_EMAIL" />)).toContain('href="mailto:sales@acme.test" class="">sales@acme.test</a>');
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UAE_ADDRESS" />)).toContain('>Tower 1\nDubai</span>');
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UK_PHONE" />)).toContain('>+44 20 7946 0000</a>');
  });
});
