import { useId, useImperativeHandle, useLayoutEffect, useRef, type ClipboardEvent, type KeyboardEvent, type Ref } from 'react';
import { markPartHydrated } from '@/lib/prerender';
import { CODE_LENGTH, codeChars } from '../lib/device-code';

export interface CodeBoxesHandle {
  focus(index?: number): void;
  /** Whether one of the boxes has the focus. */
  hasFocus(): boolean;
}

interface Props {
  value: string[];
  onChange: (value: string[]) => void;
  readOnly?: boolean;
  invalid?: boolean;
  describedBy?: string;
  ref?: Ref<CodeBoxesHandle>;
}

/**
 * SPEC 2.5: six one-character boxes; a paste or an autofill (`one-time-code`) fills all six. On a prerendered /code the
 * page's loader runs the boxes the same way until they hydrate (src/prerender-loader.ts, docs/decisions/0044).
 */
export function CodeBoxes({ value, onChange, readOnly, invalid, describedBy, ref }: Props) {
  const id = useId();
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const group = useRef<HTMLDivElement>(null);

  // Hydrated: what the visitor typed before is the code (React keeps the values the boxes hold), and from now on the
  // boxes are React's. In the commit, so no keystroke falls between the loader stopping and the state having the code.
  useLayoutEffect(() => {
    const typed = boxes.current.map((box) => codeChars(box?.value ?? '')[0] ?? '');
    if (typed.some(Boolean) && typed.join('') !== value.join('')) onChange(typed);
    if (group.current) markPartHydrated(group.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the boxes appear
  }, []);
  const focusBox = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(CODE_LENGTH - 1, index))];
    box?.focus();
    box?.select();
  };

  useImperativeHandle(ref, () => ({
    focus(index) {
      const firstEmpty = value.findIndex((c) => !c);
      focusBox(index ?? (firstEmpty === -1 ? CODE_LENGTH - 1 : firstEmpty));
    },
    hasFocus: () => boxes.current.some((box) => box !== null && box === document.activeElement),
  }));

  const fill = (start: number, chars: string[]) => {
    const next = [...value];
    const from = chars.length >= CODE_LENGTH ? 0 : start;
    chars.slice(0, CODE_LENGTH - from).forEach((c, i) => (next[from + i] = c));
    onChange(next);
    focusBox(Math.min(from + chars.length, CODE_LENGTH - 1));
  };

  const onInput = (index: number, raw: string) => {
    if (readOnly) return;
    const chars = codeChars(raw);
    if (chars.length === 0) {
      if (value[index]) onChange(value.map((c, i) => (i === index ? '' : c)));
      return;
    }
    // A box that got a second character: the caret may have been either side of the first.
    const typed = chars.length === 2 && value[index] && raw.length === 2 ? [raw.startsWith(value[index]!) ? chars[1]! : chars[0]!] : chars;
    fill(index, typed);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly && (event.key === 'Backspace' || event.key === 'Delete')) return;
    switch (event.key) {
      case 'Backspace': {
        event.preventDefault();
        const target = value[index] ? index : Math.max(0, index - 1);
        onChange(value.map((c, i) => (i === target ? '' : c)));
        focusBox(index - 1);
        break;
      }
      case 'Delete':
        event.preventDefault();
        onChange(value.map((c, i) => (i === index ? '' : c)));
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusBox(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusBox(index + 1);
        break;
      case 'Home':
        event.preventDefault();
        focusBox(0);
        break;
      case 'End':
        event.preventDefault();
        focusBox(CODE_LENGTH - 1);
        break;
      default:
        // The same character again: the input event would not fire, so move on here.
        if (event.key.length === 1 && value[index] && event.key.toUpperCase() === value[index] && !event.ctrlKey && !event.metaKey) {
          event.preventDefault();
          focusBox(index + 1);
        }
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    if (readOnly) return;
    const chars = codeChars(event.clipboardData.getData('text'));
    if (chars.length > 0) fill(index, chars);
  };

  return (
    // EARLY_PART_ATTRIBUTE: the loader runs these boxes until they hydrate.
    <div ref={group} data-early-part="code" className="flex gap-2 sm:gap-3">
      {value.map((char, index) => (
        <input
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          id={`${id}-${index}`}
          type="text"
          inputMode="text"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          autoCapitalize="characters"
          autoCorrect="off"
          spellCheck={false}
          aria-label={`Character ${index + 1} of ${CODE_LENGTH}`}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          readOnly={readOnly}
          value={char}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
          className="h-14 w-11 min-w-0 rounded-lg border border-slate-500 bg-ink text-center text-2xl font-semibold uppercase text-white focus:border-accent read-only:opacity-70 aria-[invalid=true]:border-red-400 sm:h-16 sm:w-14"
        />
      ))}
    </div>
  );
}
