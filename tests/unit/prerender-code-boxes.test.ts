import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_PART_ATTRIBUTE, markHydrated, markPartHydrated } from '@/lib/prerender';

// docs/decisions/0044: on a prerendered /code, src/prerender-code-boxes.ts runs the six boxes until they hydrate, as
// features/city-login/components/code-boxes.tsx does after (tests/unit/features/city-login-code.test.tsx): a character
// per box with the focus moving on, Backspace back, a paste filling all six. React, hydrating meanwhile, must see none
// of those events; once the boxes say they have hydrated, the script stands down.

/** The prerendered boxes, and what a listener on #root (where React listens) receives. */
async function loadPage() {
  document.body.innerHTML = `<div id="root"><form method="dialog"><div ${EARLY_PART_ATTRIBUTE}="code">${Array.from(
    { length: 6 },
    (_, i) => `<input type="text" aria-label="Character ${i + 1} of 6" value="">`,
  ).join('')}</div><button type="submit">Continue</button></form></div>`;
  const reactSaw: string[] = [];
  for (const type of ['input', 'keydown', 'paste']) {
    document.getElementById('root')!.addEventListener(type, (e) => reactSaw.push(e instanceof KeyboardEvent ? e.key : type), true);
  }
  vi.resetModules();
  await import('@/prerender-code-boxes');
  const boxes = [...document.querySelectorAll('input')];
  return { boxes, values: () => boxes.map((b) => b.value).join(''), reactSaw };
}

describe('the code boxes before hydration', () => {
  // Each test imports the script afresh: the last one's listeners must stand down (the page says it has hydrated).
  afterEach(() => markHydrated());

  it('puts each typed character in its own box, upper case, and moves the focus on; other characters stay out', async () => {
    const { boxes, values, reactSaw } = await loadPage();
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('a');
    expect(values()).toBe('A');
    expect(boxes[1]).toHaveFocus();
    await user.keyboard('b-');
    expect(values()).toBe('AB');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('c12');
    expect(values()).toBe('ABC12');
    expect(boxes[5]).toHaveFocus();
    await user.keyboard('3');
    expect(values()).toBe('ABC123');
    expect(boxes[5]).toHaveFocus();
    // A character typed into the last box replaces its own.
    await user.keyboard('4');
    expect(values()).toBe('ABC124');
    expect(reactSaw.filter((t) => t === 'input')).toEqual([]);
  });

  it('Backspace clears the box (or the one before when empty) and moves back; the arrows, Home and End move', async () => {
    const { boxes, values, reactSaw } = await loadPage();
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('abc');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(values()).toBe('AB');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{Home}');
    expect(boxes[0]).toHaveFocus();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(boxes[3]).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(boxes[2]).toHaveFocus();
    await user.keyboard('{End}');
    expect(boxes[5]).toHaveFocus();
    // The letters' keydowns go on (the script handles their input events); the keys it handles do not.
    expect(reactSaw.filter((t) => t !== 'a' && t !== 'b' && t !== 'c')).toEqual([]);
  });

  it('a paste in any box fills all six', async () => {
    const { boxes, values, reactSaw } = await loadPage();
    const user = userEvent.setup();
    await user.click(boxes[1]!);
    await user.paste(' xyz-789 ');
    expect(values()).toBe('XYZ789');
    expect(boxes[5]).toHaveFocus();
    expect(reactSaw).toEqual([]);
  });

  it('stands down once the boxes say they have hydrated: the events are React’s again', async () => {
    const { boxes, values, reactSaw } = await loadPage();
    const user = userEvent.setup();
    await user.click(boxes[0]!);
    await user.keyboard('a');
    expect(boxes[1]).toHaveFocus();
    markPartHydrated(boxes[0]!);
    await user.keyboard('b');
    // The script no longer moves the focus or rewrites the box: that is the hydrated component's work now.
    expect(values()).toBe('Ab');
    expect(boxes[1]).toHaveFocus();
    expect(reactSaw).toContain('input');
  });
});
