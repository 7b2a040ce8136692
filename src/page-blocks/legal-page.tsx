import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { LegalPage } from '@/content/pages/legal';
import { usePageMeta } from '@/hooks/use-page-meta';
import { H1_CLASS } from '@/components/ui/type';

/** A page of plain prose (the privacy notice, the data-processing terms): one column at reading width, an index. */
export function LegalPageView({ page }: { page: LegalPage }) {
  usePageMeta(page.meta);
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:py-24" aria-labelledby="legal-title">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">{page.eyebrow}</p>
      <h1 id="legal-title" className={`mt-3 ${H1_CLASS}`}>
        {page.heading}
      </h1>
      <p className="mt-5 text-lg text-slate-200">{page.lead}</p>
      <nav aria-label="On this page" className="mt-10 rounded-2xl border border-white/10 bg-ink-soft p-6">
        <ol className="grid gap-2 text-sm sm:grid-cols-2">
          {page.sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`} className="inline-block py-1 font-semibold text-accent hover:underline">
                {s.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {page.sections.map((s) => (
        <section key={s.id} id={s.id} aria-labelledby={`${s.id}-heading`} className="scroll-mt-24 border-t border-white/10 pt-8 mt-10">
          <h2 id={`${s.id}-heading`} className="text-2xl font-bold text-white">
            {s.heading}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-4 text-slate-300">
              {p}
            </p>
          ))}
          {s.bullets ? (
            <ul className="mt-4 list-disc space-y-2 pl-5 text-slate-300 marker:text-accent">
              {s.bullets.map((b) => (
                <li key={b}>{b}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      <p className="mt-12 border-t border-white/10 pt-8 text-slate-200">
        {page.ask.before}
        <Link to={paths.contactUs} className="font-semibold text-accent hover:underline">
          {page.ask.link}
        </Link>
        {page.ask.after}
      </p>
    </article>
  );
}
