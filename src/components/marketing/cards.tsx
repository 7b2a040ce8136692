import type { ReactNode } from 'react';
import { SiteImageView } from '@/components/ui/render-picture';
import type { SiteImage } from '@/config/renders';
import type { Card } from '@/content/content-types';

export function CardGrid({ children, columns = 3 }: { children: ReactNode; columns?: 2 | 3 | 4 | 5 }) {
  const cols = { 2: 'md:grid-cols-2', 3: 'md:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4', 5: 'sm:grid-cols-2 lg:grid-cols-5' }[columns];
  return <ul className={`grid gap-6 ${cols}`}>{children}</ul>;
}

export function CardItem({ title, eyebrow, children, image, imageAlt = '' }: { title: string; eyebrow?: string; children?: ReactNode; image?: SiteImage; imageAlt?: string }) {
  return (
    <li className="flex flex-col rounded-2xl border border-white/10 bg-ink-soft p-6">
      {image ? (
        <SiteImageView image={image} alt={imageAlt} width={320} height={200} sizes="(min-width: 1024px) 33vw, (min-width: 768px) 50vw, calc(100vw - 2rem)" className="mb-5 h-40 w-full rounded-lg object-cover" />
      ) : null}
      {eyebrow ? <p className="text-xs font-semibold uppercase tracking-wider text-accent">{eyebrow}</p> : null}
      <h3 className="mt-1 text-lg font-bold text-white">{title}</h3>
      <div className="mt-2 flex flex-1 flex-col gap-3 text-slate-300">{children}</div>
    </li>
  );
}

export function ContentCard({ card }: { card: Card }) {
  return (
    <CardItem title={card.title} image={card.image} imageAlt={card.imageAlt}>
      <p>{card.text}</p>
    </CardItem>
  );
}

export function TickList({ items }: { items: readonly string[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item) => (
        <li key={item} className="flex gap-2">
          <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M3 8.5l3 3 7-7" />
          </svg>
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
