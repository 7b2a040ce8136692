import { lazy, Suspense, useEffect, useRef, useState, type FocusEvent } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import logo from '@/assets/logo.svg';
import { paths } from '@/config/paths';
import { SITE_NAME } from '@/config/titles';
import { ASK_AN_EXPERT, MENU_LABELS, PAGE_LINKS, type MenuId } from '@/content/top-bar';
import { CitizenAccountLink } from '@/features/city-login';
import { DemoButton } from '@/features/demo-booking';

const MobileMenu = lazy(() => import('./mobile-menu').then((m) => ({ default: m.MobileMenu })));
// Prefetched when the pointer or focus first reaches a menu button.
const loadPanels = () => import('@/components/layout/menu-panels');
const MenuPanel = lazy(loadPanels);
const prefetchPanels = () => void loadPanels();

function Chevron({ open }: { open: boolean }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 12 12" className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.8">
      <path d="M2 4l4 4 4-4" />
    </svg>
  );
}

interface MenuProps {
  id: MenuId;
  label: string;
  open: boolean;
  onToggle: (id: MenuId) => void;
  onClose: () => void;
  wide?: boolean;
}

/** APG disclosure navigation. */
function DisclosureMenu({ id, label, open, onToggle, onClose, wide }: MenuProps) {
  const panelId = `menu-${id}`;
  // Tabbing out closes the menu, so a closed-looking page never hides an open panel.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const next = event.relatedTarget as Node | null;
    if (open && next && !event.currentTarget.contains(next)) onClose();
  };
  return (
    <li className={wide ? '' : 'relative'} onBlur={onBlur}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(id)}
        onPointerEnter={prefetchPanels}
        onFocus={prefetchPanels}
        className={`inline-flex items-center gap-1.5 rounded-md px-3 py-2 ${open ? 'text-accent' : 'text-slate-200 hover:text-white'}`}
      >
        {label}
        <Chevron open={open} />
      </button>
      <div
        id={panelId}
        hidden={!open}
        className={`absolute top-full z-50 mt-2 rounded-xl border border-white/10 bg-black p-4 shadow-2xl ${
          wide ? 'inset-x-4' : 'left-0 w-80'
        }`}
      >
        {open ? (
          <Suspense fallback={<p className="px-3 py-2 text-slate-300">Loading…</p>}>
            <MenuPanel id={id} onNavigate={onClose} />
          </Suspense>
        ) : null}
      </div>
    </li>
  );
}

/** SPEC 2.2: one menu open at a time. */
export function SiteHeader() {
  const [openMenu, setOpenMenu] = useState<MenuId | null>(null);
  const [scrolled, setScrolled] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 0);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  useEffect(() => {
    setOpenMenu(null);
  }, [pathname]);

  useEffect(() => {
    if (!openMenu) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenMenu(null);
      nav.current?.querySelector<HTMLButtonElement>(`[aria-controls="menu-${openMenu}"]`)?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!nav.current?.contains(event.target as Node)) setOpenMenu(null);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [openMenu]);

  const toggle = (id: MenuId) => setOpenMenu((current) => (current === id ? null : id));
  const close = () => setOpenMenu(null);
  const menu = (id: MenuId) => ({
    id,
    open: openMenu === id,
    onToggle: toggle,
    onClose: close,
  });
  const solid = scrolled || openMenu !== null || mobileOpen;

  return (
    <header
      data-solid={solid}
      className={`sticky top-0 z-40 transition-colors duration-300 ${solid ? 'bg-black shadow-lg shadow-black/40' : 'bg-transparent'}`}
    >
      <div className="relative mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link to={paths.home} className="shrink-0 rounded-md">
          <img src={logo} alt={`${SITE_NAME} home`} width="102" height="32" className="h-8 w-auto" />
        </Link>
        <nav ref={nav} aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-0.5 text-sm">
            <DisclosureMenu label={MENU_LABELS.products} {...menu('products')} />
            <DisclosureMenu label={MENU_LABELS.solutions} wide {...menu('solutions')} />
            <DisclosureMenu label={MENU_LABELS['ai-block']} {...menu('ai-block')} />
            {PAGE_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  end
                  className={({ isActive }) => `rounded-md px-3 py-2 ${isActive ? 'text-accent' : 'text-slate-200 hover:text-white'}`}
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
            <li className="ml-2">
              <DemoButton className="!px-4 !py-2 text-sm" label={`Top bar: ${ASK_AN_EXPERT.label}`}>
                {ASK_AN_EXPERT.label}
              </DemoButton>
            </li>
          </ul>
        </nav>
        <CitizenAccountLink className="ml-auto lg:ml-0" />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-slate-100 hover:bg-white/10 lg:hidden"
          aria-haspopup="dialog"
          aria-expanded={mobileOpen}
          aria-label="Open menu"
          onClick={() => setMobileOpen(true)}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M4 7h16M4 12h16M4 17h16" />
          </svg>
        </button>
      </div>
      {mobileOpen ? (
        <Suspense fallback={null}>
          <MobileMenu onClose={() => setMobileOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
}
