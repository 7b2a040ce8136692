export type BannerKind = 'success' | 'error';

export function Banner({ kind, children }: { kind: BannerKind; children: React.ReactNode }) {
  const styles =
    kind === 'success'
      ? 'border-accent/60 bg-accent/10 text-teal-100'
      : 'border-red-400/70 bg-red-500/10 text-red-100';
  return (
    <div role={kind === 'success' ? 'status' : 'alert'} className={`rounded-lg border px-4 py-3 text-sm ${styles}`}>
      {children}
    </div>
  );
}
