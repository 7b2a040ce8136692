import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
  it('without settings is an empty hidden element the server can fill: no made-up address, number or email', async () => {
    const { ContactValue, ContactRow } = await load();
    expect(renderToStaticMarkup(<ContactValue setting="CONTACT_EMAIL" className="x" />)).toBe(
      '<a data-contact-setting="CONTACT_EMAIL" href="mailto:" hidden="" class="x"></a>',
    );
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UK_PHONE" />)).toBe('<a data-contact-setting="OFFICE_UK_PHONE" href="tel:" hidden="" class=""></a>');
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UK_ADDRESS" className="block" />)).toBe(
      '<span data-contact-setting="OFFICE_UK_ADDRESS" hidden="" class="whitespace-pre-line block"></span>',
    );
    // Its row (label and all) is hidden too, and what stands in for it shows.
    expect(
      renderToStaticMarkup(
        <ContactRow as="p" setting="CONTACT_EMAIL" absent="Use the contact page" className="r">
          Write to <ContactValue setting="CONTACT_EMAIL" />
        </ContactRow>,
      ),
    ).toBe(
      '<p data-contact-row="CONTACT_EMAIL" hidden="" class="r">Write to <a data-contact-setting="CONTACT_EMAIL" href="mailto:" hidden="" class=""></a></p>' +
        '<p data-contact-absent="CONTACT_EMAIL" class="r">Use the contact page</p>',
    );
  });

  it('shows what the run-time config block sets, and nothing for a value it refuses', async () => {
    const { ContactValue, ContactRow } = await load({ CONTACT_EMAIL: 'sales@acme.test', OFFICE_UAE_ADDRESS: 'Tower 1 ; Dubai', OFFICE_UK_PHONE: 'not a phone' });
    expect(renderToStaticMarkup(<ContactValue setting="CONTACT_EMAIL" />)).toBe('<a data-contact-setting="CONTACT_EMAIL" href="mailto:sales@acme.test" class="">sales@acme.test</a>');
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UAE_ADDRESS" />)).toContain('>Tower 1\nDubai</span>');
    expect(renderToStaticMarkup(<ContactValue setting="OFFICE_UK_PHONE" />)).toContain('hidden=""');
    expect(renderToStaticMarkup(<ContactRow setting="CONTACT_EMAIL" absent="instead">x</ContactRow>)).toBe(
      '<div data-contact-row="CONTACT_EMAIL">x</div><div data-contact-absent="CONTACT_EMAIL" hidden="">instead</div>',
    );
  });
});

