import { Link, NavLink } from 'react-router-dom';
import { SITE_NAME } from '@/config/titles';
import { paths } from '@/config/paths';
import { publicNav } from '@/content/navigation';

/** The public top bar slot; the marketing issue adds the Products, Solutions and AI+Block Chain menus. */
export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-white/10 bg-ink/95 backdrop-blur">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-4 px-4 py-3">
        <Link to={paths.home} className="text-xl font-bold tracking-tight text-white">
          {SITE_NAME}
        </Link>
        <nav aria-label="Main">
          <ul className="flex flex-wrap gap-1 text-sm">
            {publicNav.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end
                  className={({ isActive }) =>
                    `rounded px-3 py-2 ${isActive ? 'text-accent' : 'text-slate-200 hover:text-white'}`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
