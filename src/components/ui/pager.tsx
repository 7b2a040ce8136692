import { useEffect, useRef } from 'react';
import { buttonClass } from './button';

interface Props {
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  estimated?: boolean;
  /** Clicks are ignored, but the buttons keep focus (a disabled button would drop it). */
  busy?: boolean;
  label?: string;
}

export function pageText(page: number, totalPages: number, estimated = false): string {
  return `Page ${page} of ${estimated ? `about ${totalPages.toLocaleString('en-US')}` : totalPages}`;
}

/** When the button just used becomes disabled, focus moves to the other one instead of the page. */
export function Pager({ page, totalPages, onPageChange, estimated = false, busy = false, label = 'Pagination' }: Props) {
  const last = Math.max(1, totalPages);
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  // The browser blurs a button as it becomes disabled, so ask the ref, not focus.
  const pressed = useRef<HTMLButtonElement | null>(null);

  useEffect(() => {
    if (page <= 1 && pressed.current === previous.current) next.current?.focus();
    if (page >= last && pressed.current === next.current) previous.current?.focus();
    pressed.current = null;
  }, [page, last]);

  const go = (target: number, button: HTMLButtonElement | null) => {
    if (busy) return;
    pressed.current = button;
    onPageChange(target);
  };
  return (
    <nav aria-label={label} className="flex flex-wrap items-center gap-4">
      <button ref={previous} type="button" className={buttonClass.secondary} disabled={page <= 1} onClick={() => go(page - 1, previous.current)}>
        Previous
      </button>
      <span aria-live="polite" className="text-sm text-slate-300">
        {pageText(page, last, estimated)}
      </span>
      <button ref={next} type="button" className={buttonClass.secondary} disabled={page >= last} onClick={() => go(page + 1, next.current)}>
        Next
      </button>
    </nav>
  );
}
