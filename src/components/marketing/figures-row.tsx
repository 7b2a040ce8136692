import { STATS, type Stat } from '@/content/claims';

/** The section type "figures" (docs/design/system.md): SPEC's claims, each a large tabular figure over its words. */
export function FiguresRow({ figures = STATS }: { figures?: readonly Stat[] }) {
  return (
    <dl className="grid grid-cols-2 gap-px overflow-hidden rounded-xl border border-white/10 bg-white/10 lg:grid-cols-4">
      {figures.map((f) => (
        <div key={f.label} className="flex flex-col-reverse gap-1 bg-ink px-5 py-6 sm:px-6 sm:py-8">
          <dt className="text-sm text-slate-300 sm:text-base">{f.label}</dt>
          <dd className="text-4xl font-bold tracking-[-0.02em] tabular-nums text-white sm:text-5xl">{f.value}</dd>
        </div>
      ))}
    </dl>
  );
}
