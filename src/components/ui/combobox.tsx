import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { controlClass, Field } from './field';

interface Props<T> {
  label: string;
  options: readonly T[];
  optionKey: (option: T) => string;
  optionLabel: (option: T) => string;
  filterText?: (option: T) => string;
  renderOption?: (option: T) => ReactNode;
  selected: T | null;
  onSelect: (option: T | null) => void;
  onInputChange?: (text: string) => void;
  loading?: boolean;
  emptyText?: string;
  hint?: string;
  error?: string;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  id?: string;
  name?: string;
  onBlur?: () => void;
}

const lower = (text: string) => text.toLowerCase();

/** APG list autocomplete; leaving the box puts the chosen label back, so the text never claims an unmade choice. */
export function Combobox<T>({
  label,
  options,
  optionKey,
  optionLabel,
  filterText = optionLabel,
  renderOption,
  selected,
  onSelect,
  onInputChange,
  loading = false,
  emptyText = 'No matches',
  hint,
  error,
  placeholder,
  inputRef,
  id,
  name,
  onBlur,
}: Props<T>) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const listId = `${generated}-list`;
  const optionId = (option: T) => `${generated}-option-${optionKey(option)}`;

  const selectedLabel = selected ? optionLabel(selected) : '';
  const [text, setText] = useState(selectedLabel);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const root = useRef<HTMLDivElement>(null);

  const [seenKey, setSeenKey] = useState(selected ? optionKey(selected) : null);
  const selectedKey = selected ? optionKey(selected) : null;
  if (selectedKey !== seenKey) {
    setSeenKey(selectedKey);
    setText(selectedLabel);
  }

  // The chosen option's own label matches only itself: show everything until the user types.
  const query = text === selectedLabel ? '' : lower(text.trim());
  const shown = query ? options.filter((option) => lower(filterText(option)).includes(query)) : options;
  const activeOption = open ? shown[active] : undefined;

  useEffect(() => {
    if (activeOption === undefined) return;
    document.getElementById(optionId(activeOption))?.scrollIntoView?.({ block: 'nearest' });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [activeOption]);

  const changeText = (next: string) => {
    setText(next);
    setOpen(true);
    setActive(-1);
    onInputChange?.(next);
    if (selected && next !== selectedLabel) onSelect(null);
  };

  const choose = (option: T) => {
    const chosenLabel = optionLabel(option);
    setText(chosenLabel);
    setSeenKey(optionKey(option));
    setOpen(false);
    setActive(-1);
    onInputChange?.(chosenLabel);
    onSelect(option);
  };

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const move = (step: 1 | -1) => {
    if (!open) {
      setOpen(true);
      setActive(step === 1 ? 0 : shown.length - 1);
      return;
    }
    if (shown.length === 0) return;
    setActive((current) => (step === 1 ? (current + 1 >= shown.length ? 0 : current + 1) : current <= 0 ? shown.length - 1 : current - 1));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else move(1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        move(-1);
        break;
      case 'Enter':
        // An open list takes Enter: it never submits the form around the box.
        if (!open) break;
        event.preventDefault();
        if (activeOption !== undefined) choose(activeOption);
        else close();
        break;
      case 'Escape':
        // A dialog around the box must not close as well.
        event.preventDefault();
        event.stopPropagation();
        if (open) close();
        else if (text !== '') changeText('');
        break;
      case 'Tab':
        close();
        break;
    }
  };

  const onFocusOut = (event: React.FocusEvent) => {
    if (root.current?.contains(event.relatedTarget as Node | null)) return;
    close();
    if (text !== selectedLabel) {
      setText(selectedLabel);
      onInputChange?.(selectedLabel);
    }
    onBlur?.();
  };

  const status = !open ? '' : loading ? 'Searching…' : shown.length === 0 ? emptyText : `${shown.length} ${shown.length === 1 ? 'option' : 'options'} available`;

  return (
    <div ref={root} onBlur={onFocusOut}>
      <Field id={inputId} label={label} hint={hint} error={error}>
        {(wiring) => (
          <>
            <div className="relative">
              <input
                ref={inputRef}
                {...wiring}
                name={name}
                type="text"
                role="combobox"
                aria-autocomplete="list"
                aria-expanded={open}
                aria-controls={listId}
                aria-activedescendant={activeOption === undefined ? undefined : optionId(activeOption)}
                autoComplete="off"
                spellCheck={false}
                placeholder={placeholder}
                value={text}
                onChange={(event) => changeText(event.target.value)}
                onKeyDown={onKeyDown}
                onClick={() => setOpen(true)}
                className={controlClass('console', 'input', 'pr-10')}
              />
              <button
                type="button"
                tabIndex={-1}
                aria-label={`Show options for ${label}`}
                aria-expanded={open}
                aria-controls={listId}
                onClick={() => (open ? close() : setOpen(true))}
                className="absolute inset-y-0 right-0 flex w-10 items-center justify-center text-slate-300 hover:text-white"
              >
                <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                  <path d="M5.5 7.5 10 12l4.5-4.5z" />
                </svg>
              </button>
              <ul
                id={listId}
                role="listbox"
                aria-label={label}
                hidden={!open || shown.length === 0}
                className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-lg border border-slate-600 bg-ink-soft py-1 shadow-xl"
              >
                {shown.map((option, index) => {
                  const isActive = index === active;
                  const isChosen = selected !== null && optionKey(option) === optionKey(selected);
                  return (
                    <li
                      key={optionKey(option)}
                      id={optionId(option)}
                      role="option"
                      aria-selected={isActive}
                      // mousedown would blur the text box and close the list before the click lands.
                      onMouseDown={(event) => event.preventDefault()}
                      onClick={() => choose(option)}
                      onMouseMove={() => setActive(index)}
                      className={`flex cursor-pointer items-start gap-2 px-3 py-2 text-sm ${isActive ? 'bg-brand text-white' : 'text-slate-100'}`}
                    >
                      <span aria-hidden="true" className="w-4 shrink-0 text-accent">
                        {isChosen ? '✓' : ''}
                      </span>
                      <span className="min-w-0 break-words">{renderOption ? renderOption(option) : optionLabel(option)}</span>
                    </li>
                  );
                })}
              </ul>
            </div>
            <p role="status" className={open && (loading || shown.length === 0) ? 'text-sm text-slate-300' : 'sr-only'}>
              {status}
            </p>
          </>
        )}
      </Field>
    </div>
  );
}
