import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { titles } from '@/config/page-titles';
import { usePageTitle } from '@/hooks/use-page-title';

function NotFoundPage() {
  usePageTitle(titles.notFound);
  return (
    // On the page grid: the header's column, its left edge (issue 24 item 4).
    <section className="mx-auto flex max-w-7xl flex-col items-start gap-4 px-4 py-16 sm:py-24">
      <p className="text-sm font-semibold uppercase tracking-widest text-accent">404</p>
      <h1 className="text-3xl font-bold text-white">Page not found</h1>
      <p className="text-slate-300">The page you are looking for does not exist or has moved.</p>
      <Link to={paths.home} className={buttonClass.primary}>
        Go back home
      </Link>
    </section>
  );
}

export { NotFoundPage as Component };
