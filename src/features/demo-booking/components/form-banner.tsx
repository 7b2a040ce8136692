import { useEffect, useRef } from 'react';
import type { DemoBanner } from '../hooks/use-demo-form';
import { wideClass } from '../lib/form-layout';

/** SPEC 8: errors are an alert (announced at once), success a status (announced politely). */
export function FormBanner({ banner, onClose }: { banner: DemoBanner; onClose: () => void }) {
  const error = banner.kind === 'error';
  const ref = useRef<HTMLDivElement>(null);
  // On a small screen the banner can sit below the visible part of the dialog.
  useEffect(() => {
    const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    ref.current?.scrollIntoView?.({ block: 'nearest', behavior: reduce ? 'auto' : 'smooth' });
  }, [banner.title, banner.text]);
  return (
    <div
      ref={ref}
      role={error ? 'alert' : 'status'}
      className={`flex scroll-my-6 items-start gap-3 rounded-lg border px-4 py-3 text-sm ${wideClass} ${
        error ? 'border-red-400/70 bg-red-500/10 text-red-100' : 'border-accent/60 bg-accent/10 text-teal-100'
      }`}
    >
      <div className="flex-1">
        <p className="font-semibold text-white">{banner.title}</p>
        <p>{banner.text}</p>
      </div>
      <button type="button" onClick={onClose} className="-my-1 min-h-6 rounded px-2 py-1 font-semibold underline hover:text-white">
        Close
      </button>
    </div>
  );
}
