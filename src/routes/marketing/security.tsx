import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ContactRow, ContactValue } from '@/components/marketing/contact-value';
import { Hero } from '@/components/marketing/hero';
import { paths } from '@/config/paths';
import { CONTACT_EMAIL_SETTING } from '@/content/offices';
import { SECURITY_PAGE as page, type SecurityTopic } from '@/content/pages/security';
import { usePageMeta } from '@/hooks/use-page-meta';
import { CtaRow } from '@/page-blocks/cta';
import { HeroPicture } from '@/page-blocks/page-hero';

/**
 * One topic as a native disclosure: the summary (eyebrow and heading) keeps the page to a couple of screens, the
 * lead, the points and the settings open under it. Points are a plain two-column list, not a card grid, so an odd
 * count leaves no empty cell.
 */
function Topic({ topic }: { topic: SecurityTopic }) {
  const headingId = useId();
  return (
    <section id={topic.id} aria-labelledby={headingId} className="scroll-mt-24 border-t border-white/10">
      <details className="group">
        <summary className="grid cursor-pointer list-none grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 py-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:py-6 [&::-webkit-details-marker]:hidden">
          <span className="col-start-1 text-xs font-semibold uppercase tracking-widest text-accent">{topic.eyebrow}</span>
          <h2 id={headingId} className="col-start-1 mt-1 text-lg font-bold text-white sm:text-2xl">
            {topic.heading}
          </h2>
          <span className="col-start-2 row-span-2 row-start-1 flex items-center gap-2 text-sm text-slate-300">
            <span className="max-sm:sr-only">
              <span className="group-open:hidden">Details</span>
              <span className="hidden group-open:inline">Hide</span>
            </span>
            <svg aria-hidden="true" viewBox="0 0 16 16" className="size-5 transition-transform group-open:rotate-180 motion-reduce:transition-none" fill="none" stroke="currentColor" strokeWidth="2">
              <path d="M4 6l4 4 4-4" />
            </svg>
          </span>
        </summary>
        <div className="grid gap-6 pb-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
          <div>
            <p className="text-slate-200 sm:text-lg">{topic.lead}</p>
            {topic.settings ? (
              <p className="mt-4 text-sm text-slate-300">
                Settings:{' '}
                {topic.settings.map((name, i) => (
                  <span key={name}>
                    {i > 0 ? ', ' : ''}
                    <code className="rounded bg-ink px-1.5 py-0.5 font-mono text-xs text-slate-200">{name}</code>
                  </span>
                ))}
              </p>
            ) : null}
          </div>
          <dl className="grid gap-x-8 gap-y-5 sm:grid-cols-2">
            {topic.points.map((point) => (
              <div key={point.title}>
                <dt className="flex items-start gap-2 font-semibold text-white">
                  <svg aria-hidden="true" viewBox="0 0 16 16" className="mt-1 size-4 shrink-0 text-accent" fill="none" stroke="currentColor" strokeWidth="2">
                    <path d="M3 8.5l3 3 7-7" />
                  </svg>
                  {point.title}
                </dt>
                <dd className="mt-1 pl-6 text-sm text-slate-300">{point.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </details>
    </section>
  );
}

/** The rail's link opens the topic it jumps to (a closed disclosure would show only its heading). */
function openTopic(id: string) {
  const details = document.getElementById(id)?.querySelector('details');
  if (details) details.open = true;
}

function SecurityPage() {
  usePageMeta(page.meta);
  return (
    <>
      <Hero
        hero={page.hero}
        aside={page.hero.image ? <HeroPicture image={page.hero.image} alt={page.heroImageAlt} /> : undefined}
      >
        <CtaRow ctas={page.hero.ctas} className="mt-8" />
      </Hero>

      <section aria-labelledby="security-glance" className="mx-auto max-w-7xl px-4 pb-4">
        <h2 id="security-glance" className="sr-only">
          {page.glance.heading}
        </h2>
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {page.glance.items.map((item) => (
            <li key={item.value} className="rounded-2xl border border-white/10 bg-ink-soft p-4 sm:p-5">
              <p className="text-2xl font-extrabold text-white sm:text-3xl">{item.value}</p>
              <p className="mt-1 text-sm text-slate-300">{item.label}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mx-auto max-w-7xl px-4 py-8 lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <nav aria-label={page.navLabel} className="hidden lg:block">
          <div className="lg:sticky lg:top-24">
            <h2 className="text-sm font-semibold uppercase tracking-widest text-slate-300">{page.navLabel}</h2>
            <ul className="mt-3 grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-3 lg:grid-cols-1">
              {[...page.topics.map((t) => ({ id: t.id, label: t.eyebrow })), { id: 'report', label: page.report.heading }].map((entry) => (
                <li key={entry.id}>
                  <a href={`#${entry.id}`} onClick={() => openTopic(entry.id)} className="inline-block py-1.5 text-slate-300 hover:text-accent">
                    {entry.label}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        </nav>
        <div>
          {page.topics.map((topic) => (
            <Topic key={topic.id} topic={topic} />
          ))}
          <section id="report" aria-labelledby="security-report" className="scroll-mt-24 border-t border-white/10 py-10 sm:py-12">
            <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:gap-12">
              <div>
                <h2 id="security-report" className="text-2xl font-bold text-white sm:text-3xl">
                  {page.report.heading}
                </h2>
                <p className="mt-3 text-lg text-slate-300">{page.report.lead}</p>
              </div>
              <div className="rounded-2xl border border-brand-light/40 bg-ink-soft p-6">
                <ContactRow
                  as="p"
                  setting={CONTACT_EMAIL_SETTING}
                  className="text-slate-200"
                  absent={
                    <>
                      {page.report.absent.before}
                      <Link to={paths.contactUs} className="font-semibold text-accent hover:underline">
                        {page.report.absent.link}
                      </Link>
                      {page.report.absent.after}
                    </>
                  }
                >
                  {page.report.emailLabel}{' '}
                  <ContactValue setting={CONTACT_EMAIL_SETTING} className="break-all font-semibold text-accent hover:underline" />
                </ContactRow>
                <p className="mt-3 text-sm text-slate-300">{page.report.note}</p>
                <h3 className="mt-6 font-semibold text-white">{page.scope.heading}</h3>
                <p className="mt-2 text-sm text-slate-300">{page.scope.text}</p>
              </div>
            </div>
          </section>
        </div>
      </div>
    </>
  );
}

export { SecurityPage as Component };
