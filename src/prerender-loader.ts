// The script every prerendered page links (docs/decisions/0026, 0044; /code also src/prerender-code-boxes.ts); it
// imports nothing.
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

  // The page says `app:hydrated` on the document once hydrated; a part that hydrates on its own (`data-early-part`,
  // e.g. the landing's form, whose code comes later) says it on itself (markPartHydrated). Until then a press on an
  // element in it is held.
  let appLive = false;
  const liveParts = new WeakSet<EventTarget>();
  const live = (el: Element) => {
    const part = el.closest('[data-early-part]');
    return part ? liveParts.has(part) : appLive;
  };

  // An early press is held and replayed on the same element once live, so no early tap (or Enter in a form, which
  // browsers turn into a click on its submit button) is lost.
  const held = new Set<HTMLElement>();
  document.addEventListener(
    'click',
    (event: MouseEvent) => {
      const target = event.target instanceof Element ? event.target.closest<HTMLElement>('button, [role="button"], summary') : null;
      if (!target || !root.contains(target) || live(target)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      held.add(target);
      start();
    },
    true,
  );
  document.addEventListener('app:hydrated', (event) => {
    if (event.target instanceof Element) liveParts.add(event.target);
    else appLive = true;
    // In a task of its own: the signal comes from the app's effects, and what they set (e.g. the code the visitor
    // typed, taken from the boxes) is rendered only once they have all run.
    setTimeout(() => {
      for (const el of held) {
        if (!el.isConnected) held.delete(el);
        else if (live(el)) {
          held.delete(el);
          el.click();
        }
      }
    }, 0);
  });

  // Typing is a reason to wake the app now rather than after the load event.
  for (const type of ['keydown', 'input', 'paste']) document.addEventListener(type, (event) => void (root.contains(event.target as Node) && start()), true);

  // After the load event and once the first screen has been shown: the hero's picture (the first screen's largest
  // element, marked elementtiming="hero" by <RenderPicture priority>) as Element Timing reports it (else once it is
  // decoded), or, on a page whose hero is drawn in code, the first largest-contentful-paint entry. Both are reported
  // once the frame is on screen, after the load event's own paint, so the app's chunks never share the network or the
  // main thread with the first screen (docs/decisions/0064, 0081). Or after 3 s at most.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(start, 0));
  const observed = (type: 'element' | 'largest-contentful-paint', matches: (entry: PerformanceEntry) => boolean): boolean => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes(type)) return false;
    const painted = new PerformanceObserver((list) => {
      if (!list.getEntries().some(matches)) return;
      painted.disconnect();
      setTimeout(start, 0);
    });
    painted.observe({ type, buffered: true });
    return true;
  };
  const afterHero = () => {
    const hero = root.querySelector<HTMLImageElement>('img[elementtiming="hero"]:not([loading="lazy"])');
    if (!hero) {
      if (!observed('largest-contentful-paint', () => true)) afterPaint();
    } else if (!observed('element', (entry) => (entry as PerformanceEntry & { element?: Element | null }).element === hero)) {
      if (typeof hero.decode === 'function') hero.decode().then(afterPaint, afterPaint);
      else afterPaint();
    }
  };
  if (document.readyState === 'complete') afterHero();
  else {
    window.addEventListener('load', afterHero, { once: true });
  }
  setTimeout(afterPaint, 3000);
}

export {};
