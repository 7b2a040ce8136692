import { useId, useState } from 'react';
import { NavLink, useNavigate } from 'react-router-dom';
import { SITE_NAME } from '@/config/titles';
import type { NavLinkItem } from '@/content/navigation';
import { logout } from '@/lib/session/logout';

interface Props {
  /** Accessible name of the navigation landmark. */
  label: string;
  items: readonly NavLinkItem[];
  /** Links shown under the expandable Metaverses entry (filled by the console issues). */
  metaverses: readonly NavLinkItem[];
  /** Where Logout goes after clearing all stored data. */
  logoutTo: string;
  /** Shown above the menu, e.g. 'Admin Console'. */
  title: string;
}

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `block rounded-lg px-3 py-2 text-sm ${isActive ? 'bg-brand text-white' : 'text-slate-200 hover:bg-white/5 hover:text-white'}`;

/** Console side menu: links, an expandable Metaverses group, Logout and the Support 24/7 block. */
export function ConsoleSidebar({ label, items, metaverses, logoutTo, title }: Props) {
  const navigate = useNavigate();
  const groupId = useId();
  const [open, setOpen] = useState(false);
  const [first, ...rest] = items;

  const [leaving, setLeaving] = useState(false);

  // The server ends the sign-in first (its tokens stop working), then storage is cleared whatever it answered.
  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate(logoutTo, { replace: true });
  };

  return (
    <aside className="flex w-full flex-col gap-6 border-b border-white/10 bg-ink-soft p-4 md:min-h-screen md:w-64 md:border-b-0 md:border-r">
      <p className="px-3 text-lg font-bold text-white">
        {SITE_NAME} <span className="block text-xs font-medium uppercase tracking-widest text-accent">{title}</span>
      </p>
      <nav aria-label={label}>
        <ul className="flex flex-col gap-1">
          {first ? (
            <li>
              <NavLink to={first.to} className={linkClass}>
                {first.label}
              </NavLink>
            </li>
          ) : null}
          <li>
            <button
              type="button"
              aria-expanded={open}
              aria-controls={groupId}
              onClick={() => setOpen((v) => !v)}
              className="flex w-full items-center justify-between rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/5 hover:text-white"
            >
              Metaverses <span aria-hidden="true">{open ? '▾' : '▸'}</span>
            </button>
            <ul id={groupId} hidden={!open} className="ml-3 mt-1 flex flex-col gap-1 border-l border-white/10 pl-2">
              {metaverses.length === 0 ? <li className="px-3 py-1 text-xs text-slate-400">No metaverses</li> : null}
              {metaverses.map((m) => (
                <li key={m.to}>
                  <NavLink to={m.to} className={linkClass}>
                    {m.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </li>
          {rest.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} className={linkClass}>
                {item.label}
              </NavLink>
            </li>
          ))}
          <li>
            <button
              type="button"
              onClick={() => void onLogout()}
              disabled={leaving}
              className="w-full rounded-lg px-3 py-2 text-left text-sm text-slate-200 hover:bg-white/5 hover:text-white"
            >
              Logout
            </button>
          </li>
        </ul>
      </nav>
      <div className="rounded-xl bg-gradient-to-br from-brand to-brand-dark p-4 text-sm text-white">
        <p className="font-semibold">Support 24/7</p>
        <p className="mt-1 text-white/90">Contact us anytime</p>
      </div>
    </aside>
  );
}
