import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { titles } from '@/config/page-titles';
import { usePageTitle } from '@/hooks/use-page-title';

/** Where a visitor who followed a broken link most likely wanted to go (the server answers such a path with a 404). */
const MAIN_ROUTES = [
  { label: 'Industries', to: paths.industries, text: 'Banking, automotive, retail, education and healthcare.' },
  { label: 'Blockchain', to: paths.blockchain, text: 'The product lifecycle, from idea to audit.' },
  { label: 'VR World', to: paths.vrWorld, text: 'Design your own metaverse.' },
  { label: 'About us', to: paths.aboutUs, text: 'Our products, capabilities and team.' },
  { label: 'FAQs', to: paths.faq, text: 'Answers to what people ask first.' },
  { label: 'Contact us', to: paths.contactUs, text: 'Our four offices, and a demo with the nearest.' },
] as const;

function NotFoundPage() {
  usePageTitle(titles.notFound);
  return (
    // On the page grid: the header's column, its left edge (issue 24 item 4).
    <section className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-16 sm:py-24" aria-labelledby="not-found-title">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">404</p>
      <h1 id="not-found-title" className="text-3xl font-bold text-white">
        Page not found
      </h1>
      <p className="text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClass.primary}>
        Go back home
      </Link>
      <nav aria-label="Main pages" className="mt-10 w-full">
        <h2 className="text-sm font-semibold uppercase tracking-widest text-slate-300">Or go to</h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {MAIN_ROUTES.map((r) => (
            <li key={r.to}>
              <Link to={r.to} className="block rounded-xl border border-white/10 bg-ink-soft p-4 hover:border-brand-light/60 focus-visible:border-brand-light">
                <span className="font-semibold text-white">{r.label}</span>
                <span className="mt-1 block text-sm text-slate-300">{r.text}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}

export { NotFoundPage as Component };
