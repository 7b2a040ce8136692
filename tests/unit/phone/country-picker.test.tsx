import { readdirSync } from 'node:fs';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { CountryPicker } from '@/components/phone/country-picker';
import { COUNTRIES, filterCountries } from '@/components/phone/countries';

function Harness() {
  const [code, setCode] = useState('IN');
  return (
    <>
      <CountryPicker value={code} onChange={setCode} />
      <output data-testid="picked">{code}</output>
    </>
  );
}

const trigger = () => screen.getByRole('button', { name: /^Country code:/ });
const search = () => screen.getByRole('combobox', { name: 'Search countries' });
const activeOption = () => document.getElementById(search().getAttribute('aria-activedescendant') ?? '');

describe('country list', () => {
  it('has about 240 countries with name, ISO code and dial code, India +91 among them', () => {
    expect(COUNTRIES.length).toBeGreaterThan(230);
    expect(COUNTRIES.length).toBeLessThan(260);
    expect(COUNTRIES.find((c) => c.code === 'IN')).toEqual({ code: 'IN', name: 'India', dialCode: '+91' });
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
  });

  it('filters by name, by ISO code and by dial code (with or without +)', () => {
    expect(filterCountries('ind')[0]!.code).toBe('IN');
    expect(filterCountries('in')[0]!.code).toBe('IN');
    expect(filterCountries('de')[0]!.code).toBe('DE');
    expect(filterCountries('+44').map((c) => c.code)).toContain('GB');
    expect(filterCountries('44')[0]!.dialCode).toBe('+44');
    expect(filterCountries('cote').map((c) => c.code)).toContain('CI');
    expect(filterCountries('zzzz')).toEqual([]);
  });
});

// Long keyboard walks through ~245 options: generous under a loaded CI machine.
describe('CountryPicker (ARIA combobox + listbox)', { timeout: 20_000 }, () => {
  it('defaults to India +91 with its flag; the button names the country and dial code', () => {
    render(<Harness />);
    expect(trigger()).toHaveAccessibleName('Country code: India +91');
    expect(trigger()).toHaveAttribute('aria-haspopup', 'listbox');
    expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // A same-origin image file, decorative (the name is in the button's label), fetched lazily.
    const flag = trigger().querySelector('img');
    expect(flag).toHaveAttribute('src', '/flags/IN.svg');
    expect(flag).toHaveAttribute('alt', '');
    expect(flag).toHaveAttribute('loading', 'lazy');
    expect(flag).toHaveAttribute('width');
    expect(flag).toHaveAttribute('height');
  });

  it("each option shows its country's flag image, not an inline flag component", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'united arab');
    const option = screen.getByRole('option', { name: /United Arab Emirates/ });
    expect(option.querySelector('img')).toHaveAttribute('src', '/flags/AE.svg');
    expect(option.querySelector('svg')).toBeNull();
  });

  it('opens with ArrowDown on the selected country; arrows move, Enter picks and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    trigger().focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    expect(search()).toHaveFocus();
    const listbox = screen.getByRole('listbox', { name: 'Countries' });
    expect(search()).toHaveAttribute('aria-controls', listbox.id);
    expect(activeOption()).toHaveTextContent('India');
    expect(within(listbox).getByRole('option', { selected: true })).toHaveTextContent('India');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Indonesia');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Iceland');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('picked')).toHaveTextContent('IS');
    expect(trigger()).toHaveAccessibleName('Country code: Iceland +354');
    expect(trigger()).toHaveFocus();
  });

  it('typing on the button starts the search; typing filters; Enter picks the first match', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    trigger().focus();
    await user.keyboard('ger');
    expect(search()).toHaveValue('ger');
    const options = screen.getAllByRole('option');
    expect(options[0]).toHaveTextContent('Germany');
    expect(options.every((o) => /ger/i.test(o.textContent ?? ''))).toBe(true);
    expect(activeOption()).toHaveTextContent('Germany');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('picked')).toHaveTextContent('DE');
  });

  it('searches by dial code; Escape closes without picking and focus returns to the button', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), '+971');
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('United Arab Emirates');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('picked')).toHaveTextContent('IN');
    expect(trigger()).toHaveFocus();
  });

  it('a click picks an option; Tab closes the popup', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(trigger());
    await user.type(search(), 'japan');
    await user.click(screen.getByRole('option', { name: /Japan/ }));
    expect(screen.getByTestId('picked')).toHaveTextContent('JP');
    await user.click(trigger());
    await user.tab();
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the generated country table', () => {
  it('has a flag file in country-flag-icons/3x2 for every country (served as /flags/XX.svg by vite.config.ts)', () => {
    const files = new Set(readdirSync('node_modules/country-flag-icons/3x2'));
    expect(COUNTRIES.filter((c) => !files.has(`${c.code}.svg`))).toEqual([]);
  });

  it('matches react-phone-number-input (regenerate with `node scripts/gen-country-data.mjs`)', async () => {
    const { getCountries, getCountryCallingCode } = await import('react-phone-number-input');
    const live = getCountries().map((code) => `${code} +${getCountryCallingCode(code)}`);
    expect(COUNTRIES.map((c) => `${c.code} ${c.dialCode}`).sort()).toEqual(live.sort());
  });

  it("names each country as the browser's CLDR does, sorted by name; a search finds 'Saint' in 'St.' and 'and' in '&'", () => {
    const byCode = new Map(COUNTRIES.map((c) => [c.code, c]));
    expect(byCode.get('AE')?.name).toBe('United Arab Emirates');
    expect(byCode.get('GB')?.name).toBe('United Kingdom');
    expect(byCode.get('IN')?.name).toBe('India');
    expect(COUNTRIES.every((c) => c.name !== c.code)).toBe(true);
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    expect(filterCountries('saint lucia').map((c) => c.code)).toEqual(['LC']);
    expect(filterCountries('st lucia').map((c) => c.code)).toEqual(['LC']);
    expect(filterCountries('trinidad and').map((c) => c.code)).toEqual(['TT']);
    expect(filterCountries('cote d').map((c) => c.code)).toEqual(['CI']);
  });
});
