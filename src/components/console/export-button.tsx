import { buttonClass } from '@/components/ui/button';

/** A console list's Export CSV: stays enabled while busy (a disabled button drops keyboard focus), ignores a second press. */
export function ExportCsvButton({ busy, onExport }: { busy: boolean; onExport: () => void }) {
  return (
    <button type="button" className={buttonClass.secondary} onClick={() => !busy && onExport()} aria-busy={busy}>
      {busy ? 'Exporting…' : 'Export CSV'}
    </button>
  );
}
