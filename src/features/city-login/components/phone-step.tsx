import { useId, useState, type FormEvent } from 'react';
import { countryByCode, DEFAULT_COUNTRY } from '@/components/phone/countries';
import { CountryPicker } from '@/components/phone/country-picker';
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

/** SPEC 2.4 and 5: default +91, a 10-digit number; checked on submit. */
export function PhoneStep({ busy, initial, onChange, onSubmit }: Props) {
  const id = useId();
  const [country, setCountry] = useState(initial.country || DEFAULT_COUNTRY);
  const [number, setNumber] = useState(initial.number);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const checked = checkPhone(number);
    if ('error' in checked) {
      setError(checked.error);
      document.getElementById(`${id}-phone`)?.focus();
      return;
    }
    setError(null);
    onSubmit(toE164(countryByCode(country).dialCode, checked.digits));
  };

  return (
    <form noValidate onSubmit={submit} aria-busy={busy} className="flex flex-col gap-4">
      <Field look="city" id={`${id}-phone`} label="Phone number" error={error} alert>
        {(wiring) => (
          <div className="mt-1 flex gap-2">
            <CountryPicker
              value={country}
              disabled={busy}
              onChange={(code) => {
                setCountry(code);
                onChange({ country: code, number });
              }}
            />
            <input
              {...wiring}
              name="phone"
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              data-autofocus=""
              value={number}
              onChange={(e) => {
                setNumber(e.target.value);
                onChange({ country, number: e.target.value });
              }}
              className={fieldLook.site.box}
            />
          </div>
        )}
      </Field>
      <button type="submit" className={buttonClass.primary} disabled={busy}>
        {busy ? 'Sending code…' : 'Send code'}
      </button>
    </form>
  );
}
