import { useState } from 'react';
import type { Brand } from '@/content/brands';

/** A CSS marquee, no carousel library on `/`; the loop's second copy is aria-hidden, Pause per WCAG 2.2.2. */
export function BrandMarquee({ brands, label }: { brands: readonly Brand[]; label: string }) {
  const [paused, setPaused] = useState(false);
  const list = (hidden: boolean) => (
    <ul aria-hidden={hidden || undefined} className={`marquee-list flex shrink-0 items-center gap-12 pr-12 ${hidden ? 'marquee-copy' : ''}`}>
      {brands.map((brand) => (
        <li key={brand.name} className="shrink-0">
          <img src={brand.logo} alt={hidden ? '' : brand.name} width="160" height="48" loading="lazy" decoding="async" className="h-10 w-auto opacity-90" />
        </li>
      ))}
    </ul>
  );
  return (
    <div>
      <div className="marquee overflow-hidden" data-paused={paused} aria-label={label} role="group">
        <div className="marquee-track flex w-max">
          {list(false)}
          {list(true)}
        </div>
      </div>
      <div className="marquee-control mt-4 flex justify-center">
        <button
          type="button"
          aria-pressed={paused}
          onClick={() => setPaused((p) => !p)}
          className="rounded-md px-3 py-1.5 text-sm text-slate-300 underline-offset-4 hover:text-white hover:underline"
        >
          {paused ? 'Play logo animation' : 'Pause logo animation'}
        </button>
      </div>
    </div>
  );
}
