import { useState } from 'react';
import { useRotatingIndex } from '@/components/offerings/use-rotating-index';
import { CLAIM_ROTATION_MS, type Claim } from '@/content/claims';
import { SnapList } from './snap-list';

/** SPEC 2.3. No live region: a change a second would drown a screen reader; Pause per WCAG 2.2.2. */
export function WhyClaims({ heading, claims }: { heading: string; claims: Claim[] }) {
  const [paused, setPaused] = useState(false);
  const current = useRotatingIndex(claims.length, CLAIM_ROTATION_MS, !paused);
  return (
    <section aria-labelledby="why-heading" className="mx-auto max-w-7xl px-4 py-10 md:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="why-heading" className="text-3xl font-bold tracking-tight text-white">
          {heading}
        </h2>
        <button
          type="button"
          aria-label={paused ? 'Play highlights' : 'Pause highlights'}
          onClick={() => setPaused((p) => !p)}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-500 px-3 text-sm font-semibold text-slate-100 hover:border-accent hover:text-accent"
        >
          <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
          {paused ? 'Play' : 'Pause'}
        </button>
      </div>
      <SnapList
        label={`${heading}: claims`}
        ordered
        items={claims}
        itemKey={(c) => c.title}
        current={current}
        listTestId="why-claims"
        columns="md:grid-cols-2 md:gap-4"
        className="mt-6 md:mt-8"
        // An odd count's last card spans both columns, so no row holds one card beside a gap (issue 24).
        itemClassName={(i) =>
          `rounded-xl border p-5 transition-colors duration-300 ${i === claims.length - 1 && claims.length % 2 === 1 ? 'md:col-span-2' : ''} ${
            i === current ? 'border-accent bg-accent/15 shadow-lg shadow-accent/10' : 'border-white/10 bg-ink-soft'
          }`
        }
        renderItem={(c, i) => (
          <>
            <h3 className={`text-lg font-semibold ${i === current ? 'text-accent' : 'text-white'}`}>{c.title}</h3>
            <p className="mt-2 text-slate-300">{c.text}</p>
          </>
        )}
      />
    </section>
  );
}
