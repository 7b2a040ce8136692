import { BRANDS, type Brand } from '@/content/brands';
import { BRAND_CAROUSEL } from './carousel-config';
import { CarouselFrame } from './carousel-frame';

interface Props {
  label: string;
  brands?: Brand[];
  className?: string;
}

export function BrandCarousel({ label, brands = BRANDS, className }: Props) {
  const slides = brands.map((b) => ({
    key: b.name,
    content: (
      <div className="mx-2 flex h-full items-center justify-center rounded-lg bg-white/5 px-4">
        <img src={b.logo} alt={b.name} width={240} height={60} loading="lazy" draggable={false} className="h-12 w-auto" />
      </div>
    ),
  }));
  return <CarouselFrame label={label} behaviour={BRAND_CAROUSEL} slides={slides} heightClass="h-24" className={className} />;
}
