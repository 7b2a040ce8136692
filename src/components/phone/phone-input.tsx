import type { InputHTMLAttributes } from 'react';
import { countryOfDialCode, maxNationalLength, normalisePhone, trunkPrefix } from '@contract/phone';
import { COUNTRIES, countryByCode } from './countries';
import { CountryPicker } from './country-picker';

/**
 * What the box holds after `raw` was typed, pasted or autofilled while `country` (ISO) is picked: normalised first
 * (contract/phone.ts), then capped at the plan's longest number (SPEC 5's 10 for +91), one more while a trunk
 * prefix is still in front. A number written with another calling code moves the picker to that code's country.
 */
export function phoneBoxValue(raw: string, country: string, capped = true): { country: string; national: string } {
  const dialCode = countryByCode(country).dialCode;
  const next = normalisePhone(raw, dialCode);
  const nextCountry = next.dialCode === dialCode ? country : countryForDialCode(next.dialCode) ?? country;
  if (!capped) return { country: nextCountry, national: next.national };
  if (/^(?:\+|00)/.test(next.national)) return { country: nextCountry, national: next.national.slice(0, 8) };
  const trunk = trunkPrefix(next.dialCode);
  const cap = maxNationalLength(next.dialCode) + (trunk && next.national.startsWith(trunk) ? trunk.length : 0);
  return { country: nextCountry, national: next.national.slice(0, cap) };
}

function countryForDialCode(dialCode: string): string | undefined {
  const main = countryOfDialCode(dialCode);
  return COUNTRIES.find((c) => c.code === main && c.dialCode === dialCode)?.code ?? COUNTRIES.find((c) => c.dialCode === dialCode)?.code;
}

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'type' | 'inputMode'> {
  country: string;
  onCountryChange: (country: string) => void;
  /** National digits, normalised. */
  value: string;
  onValueChange: (national: string, country: string) => void;
  /** While a request runs: the picker is locked, the box keeps its focus and value. */
  pickerDisabled?: boolean;
  /** Cap at the plan's longest number after normalising (default); off where a too-long number has its own text. */
  capped?: boolean;
}

/** The country picker beside a phone box that normalises whatever lands in it (typing, paste, autofill). */
export function PhoneInput({ country, onCountryChange, value, onValueChange, pickerDisabled, capped = true, ...input }: Props) {
  return (
    <div className="mt-1 flex gap-2">
      <CountryPicker value={country} onChange={onCountryChange} disabled={pickerDisabled} />
      <input
        {...input}
        type="tel"
        // 'tel', not 'numeric': the keypad has '+' for a number written internationally.
        inputMode="tel"
        value={value}
        onChange={(e) => {
          const next = phoneBoxValue(e.target.value, country, capped);
          if (next.country !== country) onCountryChange(next.country);
          onValueChange(next.national, next.country);
        }}
      />
    </div>
  );
}
