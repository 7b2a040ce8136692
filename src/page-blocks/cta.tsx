import { SiteLinkAnchor } from '@/components/marketing/site-link';
import { buttonClass } from '@/components/ui/button';
import type { Cta } from '@/content/content-types';
import { CityLoginButton } from '@/features/city-login';
import { DemoButton } from '@/features/demo-booking';

type Variant = 'primary' | 'secondary' | 'ghost';

export function CtaButton({ cta, variant = 'primary', className = '' }: { cta: Cta; variant?: Variant; className?: string }) {
  switch (cta.kind) {
    case 'demo':
      return (
        <DemoButton variant={variant} className={className}>
          {cta.label}
        </DemoButton>
      );
    case 'city-login':
      return (
        <CityLoginButton variant={variant} className={className}>
          {cta.label}
        </CityLoginButton>
      );
    default:
      return <SiteLinkAnchor link={cta} className={`${buttonClass[variant]} ${className}`} />;
  }
}

/**
 * One primary action per hero and per closing band (issue 24, review round 2): the first action there is primary, the
 * rest secondary. `quiet` rows (a section's or a card's actions) are all secondary, so a page has one loud button per
 * screen at most.
 */
export function CtaRow({ ctas, className = '', quiet = false }: { ctas: readonly Cta[]; className?: string; quiet?: boolean }) {
  if (ctas.length === 0) return null;
  return (
    <div className={`flex flex-wrap items-center gap-3 ${className}`}>
      {ctas.map((cta, i) => (
        <CtaButton key={`${cta.kind}-${cta.label}`} cta={cta} variant={i === 0 && !quiet ? 'primary' : 'secondary'} />
      ))}
    </div>
  );
}
