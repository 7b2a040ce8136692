import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  title: string;
  onClose: () => void;
  children: ReactNode;
  variant?: 'center' | 'drawer';
  closeLabel?: string;
  /** `alertdialog` has no close icon, only its own buttons. */
  role?: 'dialog' | 'alertdialog';
  describedBy?: string;
  /** `content`: the title stays put and the children scroll their own part (a long form with its footer in view). */
  scroll?: 'panel' | 'content';
}

/** The one modal of the app: traps Tab, makes the page behind inert, and gives focus back to the opener. */
export function ModalDialog({ title, onClose, children, variant = 'center', closeLabel = 'Close', role = 'dialog', describedBy, scroll = 'panel' }: Props) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  useLayoutEffect(() => {
    closeRef.current = onClose;
  });

  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const root = document.getElementById('root');
    // inert, not just aria-modal: screen-reader browse mode and mouse clicks cannot reach the page behind either.
    const wasInert = root?.inert ?? false;
    if (root) root.inert = true;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]') ?? panel.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? panel.current)?.focus();
    return () => {
      if (root) root.inert = wasInert;
      document.body.style.overflow = overflow;
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab' || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => !el.closest('[hidden]'));
      if (items.length === 0) return;
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !panel.current.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !panel.current.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    return () => document.removeEventListener('keydown', onKey, true);
  }, []);

  const drawer = variant === 'drawer';
  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${drawer ? 'justify-end' : 'items-center justify-center p-4'}`}>
      <div className="absolute inset-0 bg-black/70" aria-hidden="true" data-testid="dialog-overlay" onClick={onClose} />
      <div
        ref={panel}
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={`relative flex flex-col bg-ink-soft text-slate-100 shadow-2xl ${scroll === 'content' ? 'overflow-hidden' : 'overflow-y-auto'} ${
          drawer
            ? 'dialog-drawer h-full w-full max-w-sm border-l border-white/10 p-5'
            : 'max-h-[90vh] w-full max-w-lg rounded-2xl border border-white/10 p-6'
        }`}
      >
        <div className="mb-4 flex shrink-0 items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-bold text-white">
            {title}
          </h2>
          {role === 'alertdialog' ? null : (
            <button
              type="button"
              onClick={onClose}
              aria-label={closeLabel}
              className="-m-1 inline-flex size-10 shrink-0 items-center justify-center rounded-lg text-slate-200 hover:bg-white/10 hover:text-white"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M6 6l12 12M18 6L6 18" />
              </svg>
            </button>
          )}
        </div>
        {children}
      </div>
    </div>,
    document.body,
  );
}
