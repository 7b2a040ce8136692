import type { Card } from '@/content/content-types';
import { SiteImageView } from '@/components/ui/render-picture';
import { FEATURE_CAROUSEL } from './carousel-config';
import { CarouselFrame } from './carousel-frame';

interface Props {
  label: string;
  items: Card[];
  className?: string;
}

export function FeatureCarousel({ label, items, className }: Props) {
  const withImages = items.some((i) => i.image);
  const slides = items.map((item, i) => ({
    key: item.title,
    label: `${i + 1} of ${items.length}`,
    content: (
      <article className="mx-2 flex h-full flex-col overflow-hidden rounded-xl border border-white/10 bg-ink-soft p-5">
        {item.image ? (
          <SiteImageView
            image={item.image}
            alt={item.imageAlt ?? ''}
            width={480}
            height={320}
            sizes="(min-width: 1024px) 25vw, (min-width: 640px) 50vw, calc(100vw - 2rem)"
            compact
            className="pointer-events-none mb-4 h-36 w-full rounded-lg bg-white/5 object-cover"
          />
        ) : null}
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
      // Sized to the longest card at each tier of FEATURE_RESPONSIVE (1 up, 2 up from 688 px, 4 up from 1389 px), with
      // room for a line more on a 320 px phone, so no card is half empty (issue 24).
      heightClass={withImages ? 'h-[19.5rem]' : 'h-44 min-[688px]:h-40 min-[1389px]:h-48'}
      stepButtons
      className={className}
    />
  );
}
