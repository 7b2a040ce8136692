import { act, fireEvent } from '@testing-library/react';
import { useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { CodeBoxes } from '@/features/city-login/components/code-boxes';
import { HYDRATED_EVENT } from '@/lib/prerender';

// docs/decisions/0044: /code is prerendered and a visitor may type before it hydrates (src/prerender-code-boxes.ts runs
// the boxes meanwhile). Hydrated, the boxes' state starts from what they hold, and they tell the script to stand down.

let seen: string[] = [];
function Page() {
  const [code, setCode] = useState(['', '', '', '', '', '']);
  seen = code;
  return <CodeBoxes value={code} onChange={setCode} />;
}

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
});

function prerendered() {
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page />);
  document.body.append(container);
  return { container, boxes: [...container.querySelectorAll('input')] };
}

describe('the code boxes, hydrated over what was typed', () => {
  it('take the characters the boxes hold as the code, keep them on screen, and say they have hydrated', () => {
    const { container, boxes } = prerendered();
    boxes[0]!.value = 'A';
    boxes[1]!.value = 'B';
    boxes[2]!.value = '7';
    const said: EventTarget[] = [];
    const listen = (e: Event) => said.push(e.target!);
    document.addEventListener(HYDRATED_EVENT, listen);
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    document.removeEventListener(HYDRATED_EVENT, listen);

    expect(seen).toEqual(['A', 'B', '7', '', '', '']);
    expect(boxes.map((b) => b.value)).toEqual(['A', 'B', '7', '', '', '']);
    expect(said).toEqual([container.querySelector('[data-early-part="code"]')]);
    // From here on they are the component's: the next character goes on from the code typed before.
    fireEvent.change(boxes[3]!, { target: { value: 'x' } });
    expect(seen).toEqual(['A', 'B', '7', 'X', '', '']);
  });

  it('change nothing when nothing was typed', () => {
    const { container, boxes } = prerendered();
    act(() => {
      root = hydrateRoot(container, <Page />);
    });
    expect(seen).toEqual(['', '', '', '', '', '']);
    expect(boxes.map((b) => b.value)).toEqual(['', '', '', '', '', '']);
  });
});
