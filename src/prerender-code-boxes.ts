// /code's six boxes before the app is there (docs/decisions/0044): the prerender links this script beside the loader
// on a page with `data-early-part="code"` (features/city-login/components/code-boxes.tsx). Until the boxes hydrate it
// does what they do after: a character per box with the focus moving on, Backspace back, arrows, a paste or an
// autofill filling all six. The events it handles stop here, so React, hydrating meanwhile, sees none of them; the
// boxes take their values when they hydrate. It imports nothing (tests/unit/prerender-code-boxes.test.ts).

let done = false;
// The boxes' own signal (markPartHydrated), or the page's if that never came.
document.addEventListener('app:hydrated', (event) => {
  if (!(event.target instanceof Element) || event.target.matches('[data-early-part="code"]')) done = true;
});

const boxesOf = (target: EventTarget | null) => {
  const part = !done && target instanceof HTMLInputElement ? target.closest('[data-early-part="code"]') : null;
  if (!part) return null;
  const boxes = [...part.querySelectorAll('input')];
  return { boxes, i: boxes.indexOf(target as HTMLInputElement) };
};
/** As lib/device-code.ts: a screen may show `ABC-DEF`; anything not a letter or digit is dropped. */
const chars = (text: string) => [...text.toUpperCase().replace(/[^A-Z0-9]/g, '')];
const go = (boxes: HTMLInputElement[], i: number) => {
  const box = boxes[Math.max(0, Math.min(boxes.length - 1, i))];
  box?.focus();
  box?.select();
};
const fill = (boxes: HTMLInputElement[], i: number, typed: string[]) => {
  const from = typed.length >= boxes.length ? 0 : i;
  typed.slice(0, boxes.length - from).forEach((c, k) => (boxes[from + k]!.value = c));
  go(boxes, from + typed.length);
};
const on = (type: string, handle: (event: Event, boxes: HTMLInputElement[], i: number) => boolean | void) =>
  document.addEventListener(
    type,
    (event) => {
      const code = boxesOf(event.target);
      if (code && handle(event, code.boxes, code.i) !== false) event.stopPropagation();
    },
    true,
  );

// What the box held before this input: a second character in a box keeps the new one, whichever side the caret was.
let before = '';
on('beforeinput', (_, boxes, i) => {
  before = boxes[i]!.value;
  return false;
});

on('input', (_, boxes, i) => {
  const box = boxes[i]!;
  const raw = box.value;
  const typed = chars(raw);
  if (typed.length === 0) box.value = '';
  else fill(boxes, i, typed.length === 2 && before && raw.length === 2 ? [raw.startsWith(before) ? typed[1]! : typed[0]!] : typed);
  before = '';
});

on('keydown', (event, boxes, i) => {
  const { key, ctrlKey, metaKey } = event as KeyboardEvent;
  const box = boxes[i]!;
  if (key === 'Backspace') {
    boxes[box.value ? i : Math.max(0, i - 1)]!.value = '';
    go(boxes, i - 1);
  } else if (key === 'Delete') box.value = '';
  else if (key === 'ArrowLeft') go(boxes, i - 1);
  else if (key === 'ArrowRight') go(boxes, i + 1);
  else if (key === 'Home') go(boxes, 0);
  else if (key === 'End') go(boxes, boxes.length - 1);
  // The same character again changes nothing, so no input event would come: move on here.
  else if (key.length === 1 && box.value && key.toUpperCase() === box.value && !ctrlKey && !metaKey) go(boxes, i + 1);
  else return false;
  event.preventDefault();
});

on('paste', (event, boxes, i) => {
  event.preventDefault();
  const typed = chars((event as ClipboardEvent).clipboardData?.getData('text') ?? '');
  if (typed.length) fill(boxes, i, typed);
});

// A box selects its character when focused, so the next key replaces it.
on('focusin', (event) => {
  (event.target as HTMLInputElement).select();
  return false;
});

export {};
