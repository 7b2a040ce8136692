import { useEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

interface Props<T> {
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
  columns: string;
  itemClassName: string | ((index: number) => string);
  ordered?: boolean;
  current?: number;
  listTestId?: string;
  className?: string;
}

/** Below md a scroll-snap list (one card tall on phones), one tab stop moved by arrow keys; nothing runs on scroll. */
export function SnapList<T>({ label, items, itemKey, renderItem, columns, itemClassName, ordered, current, listTestId, className = '' }: Props<T>) {
  const scroller = useRef<HTMLDivElement>(null);
  const [scrollable, setScrollable] = useState(true);
  const count = items.length;
  const List = ordered ? 'ol' : 'ul';

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const measure = () => setScrollable(el.scrollWidth > el.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const el = event.currentTarget;
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, Home: -count, End: count };
    const move = moves[event.key];
    if (!scrollable || move === undefined || event.target !== el) return;
    event.preventDefault();
    const cards = Array.from(el.querySelectorAll<HTMLElement>(':scope > * > li'));
    const padding = parseFloat(getComputedStyle(el).scrollPaddingLeft) || 0;
    const atEnd = el.scrollLeft >= el.scrollWidth - el.clientWidth - 2;
    let shown = 0;
    cards.forEach((card, i) => {
      if (Math.abs(card.offsetLeft - padding - el.scrollLeft) < Math.abs((cards[shown]?.offsetLeft ?? 0) - padding - el.scrollLeft)) shown = i;
    });
    if (atEnd && el.scrollLeft > 0) shown = count - 1;
    const target = cards[Math.max(0, Math.min(count - 1, shown + move))];
    if (target) el.scrollTo({ left: target.offsetLeft - padding });
  };

  return (
    <div
      ref={scroller}
      role="region"
      aria-label={label}
      tabIndex={scrollable ? 0 : undefined}
      onKeyDown={onKeyDown}
      className={`relative -mx-4 snap-x snap-mandatory scroll-px-4 overflow-x-auto overscroll-x-contain px-4 py-1 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent motion-safe:scroll-smooth md:mx-0 md:snap-none md:overflow-visible md:px-0 md:py-0 ${className}`}
    >
      <List data-testid={listTestId} className={`flex gap-3 md:grid md:gap-5 ${columns}`}>
        {items.map((item, i) => (
          <li
            key={itemKey(item)}
            aria-current={current === i ? 'true' : undefined}
            className={`relative w-[86vw] max-w-96 shrink-0 snap-start md:w-auto md:max-w-none max-md:[&>h3]:pr-14 max-md:[&>h4]:pr-14 ${typeof itemClassName === 'string' ? itemClassName : itemClassName(i)}`}
          >
            <p className="absolute right-4 top-4 text-xs font-semibold tabular-nums text-slate-300 md:hidden">
              {i + 1} of {count}
            </p>
            {renderItem(item, i)}
          </li>
        ))}
      </List>
    </div>
  );
}
