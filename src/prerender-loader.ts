// The only script a prerendered page links (docs/decisions/0026); it imports nothing.
// Its attribute and event names are those of src/lib/prerender.ts (tests/unit/prerender-loader.test.ts).

const root = document.getElementById('root');

if (root) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of root.getAttribute('data-route-chunks')?.split(' ').filter(Boolean) ?? []) {
      document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' }));
    }
    const entry = root.getAttribute('data-entry');
    if (entry) document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: entry, crossOrigin: '' }));
  };

  // An early press is held and replayed on the same element once hydrated, so no early tap is lost.
  const held = new Set<HTMLElement>();
  const hold = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"], summary') : null;
    if (!target || !root.contains(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.add(target);
    start();
  };
  document.addEventListener('click', hold, true);
  document.addEventListener(
    'app:hydrated',
    () => {
      document.removeEventListener('click', hold, true);
      for (const el of held) if (el.isConnected) el.click();
    },
    { once: true },
  );

  // Or after 3 s if some image keeps the load event waiting.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint, { once: true });
    setTimeout(afterPaint, 3000);
  }
}

export {};
