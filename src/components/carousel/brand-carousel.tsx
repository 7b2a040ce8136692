import { BRAND_CAROUSEL } from './carousel-config';
import { CarouselFrame } from './carousel-frame';

interface Props {
  label: string;
  /** The deployment's clients (config/client-brands.ts); each drawn as a wordmark in our own type. */
  names: readonly string[];
  className?: string;
}

export function BrandCarousel({ label, names, className }: Props) {
  const slides = names.map((name) => ({
    key: name,
    content: (
      <div className="mx-2 flex h-full items-center justify-center rounded-lg border border-white/10 px-4">
        <span className="truncate text-lg font-semibold tracking-[-0.01em] text-slate-200" data-client-brand="">
          {name}
        </span>
      </div>
    ),
  }));
  return <CarouselFrame label={label} behaviour={BRAND_CAROUSEL} slides={slides} heightClass="h-24" className={className} />;
}
