import { useEffect, useMemo, useState } from 'react';
import { Accordion } from '@/components/marketing/accordion';
import { CtaRow } from '@/page-blocks/cta';
import { ContactRow, ContactValue } from '@/components/marketing/contact-value';
import { useDemoDialog } from '@/features/demo-booking';
import { Hero } from '@/components/marketing/hero';
import { HeroPicture } from '@/page-blocks/page-hero';
import { OfficeMap } from '@/components/marketing/office-map';
import { PageSection } from '@/components/marketing/page-section';
import { StepList } from '@/components/marketing/step-list';
import { ExternalAnchor } from '@/components/marketing/site-link';
import { CONTACT_FAQ_CATEGORY, faqItemsIn } from '@/content/faq-items';
import { HEADQUARTERS, OFFICES, type Office } from '@/content/offices';
import { CONTACT_PAGE as page } from '@/content/pages/contact-us';
import { usePageMeta } from '@/hooks/use-page-meta';
import { useHydrated } from '@/hooks/use-hydrated';

const FAQ_ITEMS = faqItemsIn(CONTACT_FAQ_CATEGORY);

/** The demo form, its phone box on the office's country: the booking goes to that office (docs/decisions/0041). */
function OfficeDemoButton({ office, label }: { office: Office; label: string }) {
  const demo = useDemoDialog();
  return (
    <button
      type="button"
      className="py-1 text-left text-accent hover:underline"
      onClick={() => demo.open(label, { country: office.country })}
      onPointerEnter={demo.prefetch}
      onFocus={demo.prefetch}
    >
      {label}
    </button>
  );
}

/** The office's zone, and its local time once the page runs (the prerendered page was drawn at another time). */
function OfficeTime({ office, label }: { office: Office; label: string }) {
  const hydrated = useHydrated();
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);
  const formats = useMemo(
    () => ({
      zone: new Intl.DateTimeFormat('en-GB', { timeZone: office.timeZone, timeZoneName: 'shortOffset' }),
      time: new Intl.DateTimeFormat('en-GB', { timeZone: office.timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit' }),
    }),
    [office.timeZone],
  );
  const zone = formats.zone.formatToParts(now).find((p) => p.type === 'timeZoneName')?.value;
  const time = formats.time.format(now);
  // Drawn once the page runs: the prerendered page was made at another hour (and London's zone changes in summer).
  return (
    <div className="min-h-10">
      {hydrated ? (
        <>
          <dt className="font-semibold text-slate-200">{label}</dt>
          <dd className="tabular-nums text-slate-300">
            <time dateTime={now.toISOString()}>{time}</time> · {zone?.replace('GMT', 'UTC') ?? office.timeZone}
          </dd>
        </>
      ) : null}
    </div>
  );
}

function ContactUsPage() {
  usePageMeta(page.meta);
  const q = page.quickSupport;
  return (
    <>
      <Hero hero={page.hero} aside={page.hero.image ? <HeroPicture image={page.hero.image} alt={page.hero.imageAlt ?? ''} /> : undefined}>
        <CtaRow ctas={page.hero.ctas} className="mt-8" />
      </Hero>

      <PageSection id="next-steps" heading={page.nextSteps.heading}>
        <StepList steps={page.nextSteps.steps} />
      </PageSection>

      <PageSection id="quick-support" heading={q.heading} lead={q.lead}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {OFFICES.map((office) => (
            <li key={office.id} className="flex flex-col gap-3 rounded-2xl border border-white/10 bg-ink-soft p-6">
              <h3 className="text-lg font-bold text-white">
                {office.region}
                {office.headquarters ? (
                  <span className="ml-2 rounded-full bg-accent/15 px-2 py-0.5 align-middle text-xs font-semibold text-accent">{q.headquartersLabel}</span>
                ) : null}
              </h3>
              <p className="text-slate-300">
                {office.city}, {office.countryName}
              </p>
              <ContactRow setting={office.settings.address}>
                <address className="not-italic text-slate-300">
                  <ContactValue setting={office.settings.address} className="block" />
                </address>
              </ContactRow>
              <dl className="space-y-2 text-sm">
                <OfficeTime office={office} label={q.localTimeLabel} />
                <ContactRow setting={office.settings.phone}>
                  <dt className="font-semibold text-slate-200">{q.phoneLabel}</dt>
                  <dd>
                    <ContactValue setting={office.settings.phone} className="inline-block py-1 text-accent hover:underline" />
                  </dd>
                </ContactRow>
                <ContactRow setting={office.settings.email}>
                  <dt className="font-semibold text-slate-200">{q.emailLabel}</dt>
                  <dd>
                    <ContactValue setting={office.settings.email} className="inline-block break-all py-1 text-accent hover:underline" />
                  </dd>
                </ContactRow>
              </dl>
              <div className="mt-auto flex flex-col items-start gap-1 pt-2 text-sm font-semibold">
                <OfficeDemoButton office={office} label={q.demoLabel(office.region)} />
                <ExternalAnchor link={{ kind: 'external', label: q.mapLinkLabel, href: office.mapUrl }} className="py-1 text-accent hover:underline">
                  {q.mapLinkLabel}
                  <span className="sr-only"> at {office.city}</span>
                </ExternalAnchor>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <PageSection id="faq" heading={page.faq.heading} lead={page.faq.lead} layout="side">
        <Accordion items={FAQ_ITEMS} />
      </PageSection>

      <PageSection id="map" heading={page.map.heading}>
        <OfficeMap offices={OFFICES} caption={page.map.caption} fullMapUrl={HEADQUARTERS.mapUrl} />
      </PageSection>

      <PageSection id="book-a-demo" heading={page.closing.heading} align="center">
        <CtaRow ctas={page.closing.ctas} className="justify-center" />
      </PageSection>
    </>
  );
}

export { ContactUsPage as Component };
