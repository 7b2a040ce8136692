import { useId, useState, type FormEvent } from 'react';
import { countryByCode, DEFAULT_COUNTRY } from '@/components/phone/countries';
import { PhoneInput } from '@/components/phone/phone-input';
import { buttonClass } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { fieldLook } from '@/components/ui/field-look';
import { checkPhone, toE164 } from '../lib/phone';

interface Props {
  busy: boolean;
  initial: { country: string; number: string };
  onChange: (value: { country: string; number: string }) => void;
  onSubmit: (phoneNumber: string) => void;
}

/** SPEC 2.4 and 5: default +91, a 10-digit number (other countries: their own plan); checked on submit. */
export function PhoneStep({ busy, initial, onChange, onSubmit }: Props) {
  const id = useId();
  const [country, setCountry] = useState(initial.country || DEFAULT_COUNTRY);
  const [number, setNumber] = useState(initial.number);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const dialCode = countryByCode(country).dialCode;
    const checked = checkPhone(number, dialCode);
    if ('error' in checked) {
      setError(checked.error);
      document.getElementById(`${id}-phone`)?.focus();
      return;
    }
    setError(null);
    onSubmit(toE164(dialCode, checked.digits));
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-4">
      <Field look="city" id={`${id}-phone`} label="Phone number" error={error} alert>
        {(wiring) => (
          <PhoneInput
            {...wiring}
            country={country}
            pickerDisabled={busy}
            onCountryChange={(code) => {
              setCountry(code);
              onChange({ country: code, number });
            }}
            name="phone"
            // Not capped: SPEC 5's 'maximum 10 characters' text is this step's answer to an eleventh digit.
            capped={false}
            autoComplete="tel"
            data-autofocus=""
            value={number}
            onValueChange={(national, code) => {
              setNumber(national);
              onChange({ country: code, number: national });
            }}
            className={fieldLook.site.box}
          />
        )}
      </Field>
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? 'Sending code…' : 'Send code'}
      </button>
    </form>
  );
}
