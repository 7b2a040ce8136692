import type { DemoBanner } from '../hooks/use-demo-form';
import { wideClass } from '../lib/form-layout';

/**
 * SPEC 8: errors are an alert (announced at once), success a status (announced politely). It stands just above
 * Submit (in the dialog, in its footer), so it is in view without scrolling: after a failed check the focus goes to
 * the first failing field instead.
 */
export function FormBanner({ banner, onClose }: { banner: DemoBanner; onClose: () => void }) {
  const error = banner.kind === 'error';
  return (
    <div
      role={error ? 'alert' : 'status'}
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${wideClass} ${
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
