import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { Skeleton } from '@/components/ui/skeleton';
import { SITE_NAME } from '@/config/titles';
import { paths } from '@/config/paths';
import type { NavLinkItem } from '@/content/navigation';
import { logout } from '@/lib/session/logout';

export interface MetaverseGroup {
  status: 'loading' | 'error' | 'ready';
  items: readonly NavLinkItem[];
  create?: NavLinkItem;
  onRetry?: () => void;
}

interface Props {
  label: string;
  items: readonly NavLinkItem[];
  metaverses: MetaverseGroup;
  logoutTo: string;
  title: string;
}

export const MENU_BUTTON_LABEL = 'Menu';
export const NO_METAVERSES = 'No metaverses';
export const METAVERSES_FAILED = 'Could not load the metaverses.';

const itemClass = 'block rounded-lg px-3 py-2 text-sm';
const linkClass = ({ isActive }: { isActive: boolean }) =>
  `${itemClass} ${isActive ? 'bg-brand text-white' : 'text-slate-200 hover:bg-white/5 hover:text-white'}`;
const buttonClass = `${itemClass} w-full text-left text-slate-200 hover:bg-white/5 hover:text-white disabled:opacity-60`;

const groupHolds = (group: MetaverseGroup, pathname: string) =>
  group.items.some((item) => item.to === pathname) || group.create?.to === pathname;

/** Below 1024 px a disclosure: opening moves focus to the first link, Escape returns it to the button. */
export function ConsoleSidebar({ label, items, metaverses, logoutTo, title }: Props) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const panelId = useId();
  const groupId = useId();
  const [menuOpen, setMenuOpen] = useState(false);
  const [groupOpen, setGroupOpen] = useState(() => groupHolds(metaverses, pathname));
  const [leaving, setLeaving] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const firstLink = useRef<HTMLAnchorElement>(null);
  const focusFirstLink = useRef(false);
  const [first, ...rest] = items;

  // Also opens when the list loads after the page did; it never closes by itself.
  const holds = groupHolds(metaverses, pathname);
  const [seenHolds, setSeenHolds] = useState(holds);
  if (holds !== seenHolds) {
    setSeenHolds(holds);
    if (holds) setGroupOpen(true);
  }

  const [seenPath, setSeenPath] = useState(pathname);
  if (pathname !== seenPath) {
    setSeenPath(pathname);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (menuOpen && focusFirstLink.current) firstLink.current?.focus();
    focusFirstLink.current = false;
  }, [menuOpen]);

  const toggleMenu = () => {
    focusFirstLink.current = !menuOpen;
    setMenuOpen(!menuOpen);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menuOpen) return;
    event.preventDefault();
    setMenuOpen(false);
    menuButton.current?.focus();
  };

  // A link chosen in the narrow menu hides it: focus goes to the page it opens, not to nowhere.
  const onLinkClick = () => {
    if (!menuOpen) return;
    setMenuOpen(false);
    document.getElementById('main')?.focus({ preventScroll: true });
  };

  const onLogout = async () => {
    setLeaving(true);
    await logout();
    navigate(logoutTo, { replace: true });
  };

  const brand = (
    <p className="flex flex-col gap-1 px-3">
      <img src={logo} alt={SITE_NAME} width="102" height="32" className="h-8 w-auto self-start" />
      <span className="text-xs font-medium uppercase tracking-widest text-accent">{title}</span>
    </p>
  );

  return (
    <div
      onKeyDown={onKeyDown}
      className="border-b border-white/10 bg-ink-soft lg:sticky lg:top-0 lg:h-screen lg:w-64 lg:shrink-0 lg:overflow-y-auto lg:border-b-0 lg:border-r"
    >
      <div className="flex items-center justify-between gap-3 p-3 lg:hidden">
        {brand}
        <button
          ref={menuButton}
          type="button"
          aria-expanded={menuOpen}
          aria-controls={panelId}
          onClick={toggleMenu}
          className="inline-flex items-center gap-2 rounded-lg border border-slate-500 px-3 py-2 text-sm font-semibold text-slate-100 hover:border-accent hover:text-accent"
        >
          <svg aria-hidden="true" viewBox="0 0 20 20" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
            {menuOpen ? <path d="M5 5l10 10M15 5L5 15" /> : <path d="M3 5h14M3 10h14M3 15h14" />}
          </svg>
          {MENU_BUTTON_LABEL}
        </button>
      </div>
      <aside
        id={panelId}
        aria-label={`${title} menu`}
        className={`${menuOpen ? 'flex' : 'hidden'} flex-col gap-6 px-4 pb-4 lg:flex lg:min-h-full lg:pt-4`}
      >
        <div className="hidden lg:block">{brand}</div>
        <nav aria-label={label}>
          <ul className="flex flex-col gap-1">
            {first ? (
              <li>
                <NavLink ref={firstLink} to={first.to} className={linkClass} onClick={onLinkClick}>
                  {first.label}
                </NavLink>
              </li>
            ) : null}
            <li>
              <button
                type="button"
                aria-expanded={groupOpen}
                aria-controls={groupId}
                onClick={() => setGroupOpen((v) => !v)}
                className={`${buttonClass} flex items-center justify-between`}
              >
                Metaverses <span aria-hidden="true">{groupOpen ? '▾' : '▸'}</span>
              </button>
              <ul id={groupId} hidden={!groupOpen} className="ml-3 mt-1 flex flex-col gap-1 border-l border-white/10 pl-2">
                <MetaverseLinks group={metaverses} onLinkClick={onLinkClick} />
              </ul>
            </li>
            {rest.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className={linkClass} onClick={onLinkClick}>
                  {item.label}
                </NavLink>
              </li>
            ))}
            <li>
              <button type="button" onClick={() => void onLogout()} disabled={leaving} className={buttonClass}>
                {leaving ? 'Logging out…' : 'Logout'}
              </button>
            </li>
          </ul>
        </nav>
        <Link
          to={paths.contactUs}
          onClick={onLinkClick}
          className="block rounded-xl bg-gradient-to-br from-brand to-brand-dark p-4 text-sm text-white hover:ring-2 hover:ring-accent focus-visible:ring-2 focus-visible:ring-accent"
        >
          <span className="block font-semibold">Support 24/7</span>
          <span className="mt-1 block text-white/90">Contact us anytime</span>
        </Link>
      </aside>
    </div>
  );
}

function MetaverseLinks({ group, onLinkClick }: { group: MetaverseGroup; onLinkClick: () => void }) {
  const create = group.create ? (
    <li>
      <NavLink to={group.create.to} end className={linkClass} onClick={onLinkClick}>
        <span aria-hidden="true">+ </span>
        {group.create.label}
      </NavLink>
    </li>
  ) : null;

  if (group.status === 'loading') {
    return (
      <>
        <li>
          <span role="status" className="sr-only">
            Loading metaverses…
          </span>
          <span className="flex flex-col gap-2 px-3 py-2">
            <Skeleton className="h-3 w-32" />
            <Skeleton className="h-3 w-24" />
          </span>
        </li>
        {create}
      </>
    );
  }
  if (group.status === 'error') {
    return (
      <>
        <li className="flex flex-col items-start gap-1 px-3 py-1 text-xs text-red-200">
          {METAVERSES_FAILED}
          {group.onRetry ? (
            <button
              type="button"
              onClick={group.onRetry}
              aria-label="Try again loading metaverses"
              className="rounded text-accent underline hover:no-underline"
            >
              Try again
            </button>
          ) : null}
        </li>
        {create}
      </>
    );
  }
  return (
    <>
      {group.items.length === 0 ? <li className="px-3 py-1 text-xs text-slate-300">{NO_METAVERSES}</li> : null}
      {group.items.map((item) => (
        <li key={item.to}>
          <NavLink to={item.to} className={linkClass} onClick={onLinkClick}>
            {item.label}
          </NavLink>
        </li>
      ))}
      {create}
    </>
  );
}
