import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { countryByCode, DEFAULT_COUNTRY, filterCountries } from './countries';
import { countryButtonClass } from './phone-field-style';

/**
 * Same-origin flag files (vite.config.ts countryFlags, never a CDN), fetched for the rows in view only; decorative,
 * the country's name is the text. Every country of the list has one (tests/unit/phone/country-picker.test.tsx).
 */
export function Flag({ code, className = 'h-4 w-6' }: { code: string; className?: string }) {
  return (
    <img
      src={`/flags/${code || DEFAULT_COUNTRY}.svg`}
      alt=""
      width={24}
      height={16}
      loading="lazy"
      decoding="async"
      className={`shrink-0 rounded-sm object-cover ${className}`}
    />
  );
}

interface Props {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

/** ARIA combobox; Escape closes only the popup, not a dialog around it. */
export function CountryPicker({ value, onChange, disabled }: Props) {
  const base = useId();
  const listId = `${base}-list`;
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const wrapper = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const selected = countryByCode(value);
  const options = useMemo(() => filterCountries(query), [query]);
  const activeCountry = options[Math.min(active, options.length - 1)];
  const optionId = (code: string) => `${base}-opt-${code}`;

  const openWith = (initial: string) => {
    setQuery(initial);
    const list = filterCountries(initial);
    setActive(initial ? 0 : Math.max(0, list.findIndex((c) => c.code === selected.code)));
    setOpen(true);
  };
  const close = (refocus: boolean) => {
    setOpen(false);
    setQuery('');
    if (refocus) trigger.current?.focus();
  };
  const pick = (code: string) => {
    onChange(code);
    close(true);
  };

  // Layout effect: the search box has focus before the next keystroke of a type-ahead.
  useLayoutEffect(() => {
    if (!open) return;
    search.current?.focus();
    // Capture on window runs before the dialog's own Escape listener (document, capture).
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || !wrapper.current?.contains(event.target as Node)) return;
      event.stopPropagation();
      event.preventDefault();
      close(true);
    };
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [open]);

  useEffect(() => {
    if (!open || !activeCountry) return;
    document.getElementById(optionId(activeCountry.code))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, activeCountry]);

  const onTriggerKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('');
    } else if (event.key.length === 1 && /\S/.test(event.key) && !event.ctrlKey && !event.metaKey && !event.altKey) {
      event.preventDefault();
      openWith(event.key);
    }
  };

  const onSearchKey = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    const move = (to: number) => {
      event.preventDefault();
      setActive(Math.max(0, Math.min(last, to)));
    };
    switch (event.key) {
      case 'ArrowDown':
        return move(active + 1);
      case 'ArrowUp':
        return move(active - 1);
      case 'PageDown':
        return move(active + 10);
      case 'PageUp':
        return move(active - 10);
      case 'Enter':
        event.preventDefault();
        if (activeCountry) pick(activeCountry.code);
        return;
      case 'Tab':
        close(false);
        return;
    }
  };

  return (
    <div
      ref={wrapper}
      className="relative"
      onBlur={(event) => {
        if (open && !wrapper.current?.contains(event.relatedTarget as Node | null)) close(false);
      }}
    >
      <button
        ref={trigger}
        type="button"
        disabled={disabled}
        aria-haspopup="listbox"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        aria-label={`Country code: ${selected.name} ${selected.dialCode}`}
        onClick={() => (open ? close(true) : openWith(''))}
        onKeyDown={onTriggerKey}
        className={`${countryButtonClass} disabled:opacity-60`}
      >
        <Flag code={selected.code} />
        <span className="tabular-nums">{selected.dialCode}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 text-slate-300" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open ? (
        <div className="absolute left-0 top-full z-20 mt-1 w-72 max-w-[calc(100vw-3rem)] rounded-lg border border-slate-500 bg-ink p-2 shadow-2xl">
          <input
            ref={search}
            type="text"
            role="combobox"
            aria-label="Search countries"
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={activeCountry ? optionId(activeCountry.code) : undefined}
            autoComplete="off"
            spellCheck={false}
            placeholder="Country, code or +dial code"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={onSearchKey}
            className="block h-10 w-full rounded-md border border-slate-500 bg-ink-soft px-3 text-white placeholder:text-slate-400 focus:border-accent"
          />
          <ul
            id={listId}
            role="listbox"
            aria-label="Countries"
            // A click on an option or the scrollbar would blur the search box; the click still picks.
            onMouseDown={(e) => e.preventDefault()}
            className="mt-2 max-h-60 overflow-y-auto"
          >
            {options.map((c, i) => (
              <li
                key={c.code}
                id={optionId(c.code)}
                role="option"
                aria-selected={c.code === selected.code}
                onClick={() => pick(c.code)}
                onMouseMove={() => i !== active && setActive(i)}
                className={`flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm ${
                  activeCountry?.code === c.code ? 'bg-accent/20 text-white outline outline-1 outline-accent' : 'text-slate-200'
                }`}
              >
                <Flag code={c.code} />
                <span className="flex-1">{c.name}</span>
                <span className="tabular-nums text-slate-300">{c.dialCode}</span>
              </li>
            ))}
          </ul>
          {options.length === 0 ? <p className="px-2 py-1.5 text-sm text-slate-300">No country matches</p> : null}
          <p className="sr-only" aria-live="polite">
            {query ? `${options.length} ${options.length === 1 ? 'country' : 'countries'} found` : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
