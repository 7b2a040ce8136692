import { Link } from 'react-router-dom';
import { SiteLinkAnchor } from '@/components/marketing/site-link';
import { AI_BLOCKCHAIN_MENU, PRODUCTS_MENU, SOLUTIONS_MENU, type MenuId } from '@/content/navigation';

const menuLink = 'block rounded-md px-3 py-2 text-slate-200 hover:bg-white/10 hover:text-white';

/** A separate chunk, fetched when the pointer or focus reaches a menu button. */
export default function MenuPanel({ id, onNavigate }: { id: MenuId; onNavigate: () => void }) {
  if (id === 'products') {
    return (
      <ul className="space-y-1">
        {PRODUCTS_MENU.links.map((link) => (
          <li key={link.to}>
            <SiteLinkAnchor link={link} className={menuLink} onNavigate={onNavigate}>
              <span className="font-semibold text-white">{link.label}</span>
              <span className="block text-xs text-slate-300">{link.description}</span>
            </SiteLinkAnchor>
          </li>
        ))}
      </ul>
    );
  }
  if (id === 'solutions') {
    return (
      <div className="grid grid-cols-4 gap-4">
        {SOLUTIONS_MENU.columns.map((column) => (
          <div key={column.heading}>
            <Link
              to={column.to}
              onClick={onNavigate}
              className="mb-1 block rounded-md px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent hover:underline"
            >
              {column.heading}
            </Link>
            <ul className="space-y-0.5">
              {column.links.map((link) => (
                <li key={link.label}>
                  <SiteLinkAnchor link={link} className={menuLink} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    );
  }
  return (
    <ul className="space-y-0.5">
      {AI_BLOCKCHAIN_MENU.links.map((link) => (
        <li key={link.label}>
          <SiteLinkAnchor link={link} className={menuLink} onNavigate={onNavigate} />
        </li>
      ))}
    </ul>
  );
}
