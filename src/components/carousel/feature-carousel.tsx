import type { Card } from '@/content/content-types';
import { FEATURE_CAROUSEL } from './carousel-config';
import { CarouselFrame } from './carousel-frame';

interface Props {
  label: string;
  /** Text cards: a title and a line or two. */
  items: Pick<Card, 'title' | 'text'>[];
  /**
   * The slides' fixed height (the placeholder shares it, so nothing shifts on load), sized by the caller to its
   * longest card at each tier of FEATURE_RESPONSIVE (1 up, 2 up from 688 px, 4 up from 1389 px), so no card is cut
   * off or half empty (issue 24; tests/e2e/carousels.spec.ts measures it).
   */
  heightClass: string;
  className?: string;
}

export function FeatureCarousel({ label, items, heightClass, className }: Props) {
  const slides = items.map((item, i) => ({
    key: item.title,
    label: `${i + 1} of ${items.length}`,
    content: (
      <article className="mx-2 flex h-full flex-col overflow-hidden rounded-xl border border-white/10 bg-ink-soft p-5">
        <h3 className="text-lg font-semibold text-white">{item.title}</h3>
        <p className="mt-2 text-slate-300">{item.text}</p>
      </article>
    ),
  }));
  return (
    <CarouselFrame
      label={label}
      behaviour={FEATURE_CAROUSEL}
      slides={slides}
      heightClass={heightClass}
      stepButtons
      className={className}
    />
  );
}
