import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parsePhoneNumberFromString, type MetadataJson } from 'libphonenumber-js/core';
import { describe, expect, it } from 'vitest';
import { phoneBoxValue } from '@/components/phone/phone-input';
import { checkPhone } from '@/features/city-login/lib/phone';
import { validateDemo } from '@/features/demo-booking/lib/validate';
import { BookDemoSchema } from '@contract/book-demo';
import { isNationalNumber, isPhoneNumber, normalisePhone } from '@contract/phone';
import { PHONE_PLANS } from '@contract/phone-plans';

const require = createRequire(import.meta.url);
const MIN = require('libphonenumber-js/metadata.min.json') as MetadataJson;
const EXAMPLES = require('libphonenumber-js/examples.mobile.json') as Record<string, string>;

/** validateDemo takes the picked country's two-letter code. */
const COUNTRY: Record<string, string> = { '+971': 'AE', '+44': 'GB', '+91': 'IN', '+1': 'US' };
const demo = (phone: string) => ({ name: 'A', companyName: 'B', businessEmail: 'a@b.example', phone, message: 'Hi' });
const serverSays = (phoneNumber: string) => {
  const r = BookDemoSchema.safeParse({ name: 'A', companyName: 'B', businessEmail: 'a@b.example', message: 'Hi', phoneNumber });
  return r.success ? 'ok' : r.error.issues[0]!.message;
};

describe('the phone rule (contract/phone.ts), client and server alike', () => {
  it.each([
    ['+971', '501234567', '+971501234567'],
    ['+44', '2079460018', '+442079460018'],
    ['+91', '9876543210', '+919876543210'],
    ['+1', '2125550123', '+12125550123'],
  ])('accepts %s %s on the client and %s on the server', (dialCode, national, joined) => {
    expect(validateDemo(demo(national), COUNTRY[dialCode]!)).toBeNull();
    expect(isPhoneNumber(joined)).toBe(true);
    expect(serverSays(joined)).toBe('ok');
  });

  it.each([
    ['+91', '987654321', '+91987654321'],
    ['+91', '98765432101', '+9198765432101'],
    ['+971', '5012', '+9715012'],
    ['+44', '207946001', '+44207946001'],
    ['+44', '02079460018', '+4402079460018'],
  ])("refuses %s %s with SPEC's 'Invalid Phone Number!' on both sides", (dialCode, national, joined) => {
    const invalid = validateDemo(demo(national), COUNTRY[dialCode]!);
    expect(invalid?.message).toBe('Invalid Phone Number!');
    expect(Object.keys(invalid?.problems ?? {})).toEqual(['phone']);
    expect(serverSays(joined)).toBe('Invalid Phone Number!');
  });

  it("+91 is SPEC's exactly 10 digits, whatever they are; other codes need their own plan's lengths", () => {
    expect(isNationalNumber('+91', '1234567890')).toBe(true);
    expect(isNationalNumber('+91', '12345678')).toBe(false); // a length India's plan allows, SPEC does not
    expect(isNationalNumber('+971', '9876543210')).toBe(false); // ten digits are not a UAE number
    expect(isPhoneNumber('+999123456789')).toBe(false); // no such calling code
    expect(isPhoneNumber('971501234567')).toBe(false);
    expect(isPhoneNumber('+971 50 123 4567')).toBe(false); // the wire is joined, no spaces
  });

  // Never refuses what the library accepts. It is looser only where several countries share a calling code and the
  // library tells them apart by number type (+39 Italy and the Vatican): the union of their plans is accepted.
  it("agrees with libphonenumber-js (min metadata) on every country's example number and its near misses", () => {
    const disagreements: string[] = [];
    const shared = new Set(Object.entries(MIN.country_calling_codes).filter(([, list]) => list.length > 1).map(([code]) => code));
    for (const [country, national] of Object.entries(EXAMPLES)) {
      const code = (MIN.countries as Record<string, readonly unknown[]>)[country]![0] as string;
      if (code === '91') continue; // SPEC's own rule, checked above
      for (const candidate of [national, national.slice(0, -1), `${national}0`]) {
        const joined = `+${code}${candidate}`;
        const theirs = parsePhoneNumberFromString(joined, MIN);
        // Ours is stricter on purpose in one way: the wire carries no trunk prefix, which the library drops itself.
        const lib = theirs?.isValid() === true && theirs.nationalNumber === candidate;
        const ours = isPhoneNumber(joined);
        if (ours !== lib && !(ours && shared.has(code))) disagreements.push(`${country} ${joined}: ours ${ours}, libphonenumber ${lib}`);
      }
    }
    expect(disagreements).toEqual([]);
  });

  it("the city login's phone step: SPEC's length texts for +91, the plan (and 'Invalid Phone Number!') elsewhere", () => {
    expect(checkPhone('987654321', '+91')).toEqual({ error: 'Phone Number Lenth must be at least 10 characters!' });
    expect(checkPhone('98765432101', '+91')).toEqual({ error: 'Phone Number Lenth must be maximum 10 characters!' });
    expect(checkPhone('9876543210', '+91')).toEqual({ digits: '9876543210' });
    expect(checkPhone('501234567', '+971')).toEqual({ digits: '501234567' });
    expect(checkPhone('2079460018', '+44')).toEqual({ digits: '2079460018' });
    expect(checkPhone('9876543210', '+971')).toEqual({ error: 'Invalid Phone Number!' });
  });

  it('the table is current (regenerate with `node scripts/gen-phone-plans.mjs`)', () => {
    const version = (require('libphonenumber-js/package.json') as { version: string }).version;
    expect(readFileSync('contract/phone-plans.ts', 'utf8')).toContain(`libphonenumber-js ${version} `);
    expect(PHONE_PLANS.map((p) => p[0]).sort()).toEqual(Object.keys(MIN.country_calling_codes).sort());
  });
});

describe('normalising what is pasted, typed or autofilled (before any cap)', () => {
  it.each([
    ['+91 98765 43210', 'IN', '9876543210'],
    ['98765 43210', 'IN', '9876543210'],
    ['0091 98765 43210', 'IN', '9876543210'],
    ['91 98765 43210', 'IN', '9876543210'],
    ['919876543210', 'IN', '9876543210'],
    ['098765-43210', 'IN', '9876543210'],
    ['(0) 98765 43210', 'IN', '9876543210'],
    ['+91-98765-43210', 'IN', '9876543210'],
    ['9198765432', 'IN', '9198765432'], // ten digits that merely start with 91 stay as they are
    ['020 7946 0018', 'GB', '2079460018'],
    ['+44 (0)20 7946 0018', 'GB', '2079460018'],
    ['050 123 4567', 'AE', '501234567'],
    ['971 50 123 4567', 'AE', '501234567'],
  ])('%j with the picker on %s gives %s', (raw, country, national) => {
    expect(phoneBoxValue(raw, country)).toEqual({ country, national });
  });

  it('a number written with another calling code moves the picker to its country', () => {
    expect(phoneBoxValue('+971 50 123 4567', 'IN')).toEqual({ country: 'AE', national: '501234567' });
    expect(phoneBoxValue('+44 20 7946 0018', 'IN')).toEqual({ country: 'GB', national: '2079460018' });
    expect(phoneBoxValue('00971501234567', 'GB')).toEqual({ country: 'AE', national: '501234567' });
    expect(phoneBoxValue('+1 (212) 555-0123', 'IN')).toEqual({ country: 'US', national: '2125550123' });
  });

  it('keeps an international number while it is being typed, and caps only after normalising', () => {
    expect(normalisePhone('+', '+91')).toEqual({ dialCode: '+91', national: '+' });
    expect(normalisePhone('+9', '+91')).toEqual({ dialCode: '+91', national: '+9' });
    expect(phoneBoxValue('+971', 'IN')).toEqual({ country: 'AE', national: '' });
    // SPEC 5's 'at most 10' for +91: an eleventh digit typed is dropped, a pasted +91 prefix is not what is cut.
    expect(phoneBoxValue('98765432109', 'IN').national).toBe('9876543210');
    expect(phoneBoxValue('ab98-76 54(32)10999', 'IN').national).toBe('9876543210');
    expect(phoneBoxValue('98765432109', 'IN', false).national).toBe('98765432109');
  });
});
