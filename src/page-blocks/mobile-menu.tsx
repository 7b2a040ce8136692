import { useId, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ModalDialog } from '@/components/ui/dialog';
import { SiteLinkAnchor } from '@/components/marketing/site-link';
import { AI_BLOCKCHAIN_MENU, ASK_AN_EXPERT, PAGE_LINKS, PRODUCTS_MENU, SOLUTIONS_MENU } from '@/content/navigation';
import { DemoButton } from '@/features/demo-booking';

const itemClass = 'block rounded-md px-3 py-2.5 text-slate-100 hover:bg-white/10';

/** Each toggles on its own (SPEC 2.2), unlike the top bar's one-open rule. */
function Dropdown({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <li>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
        className="flex w-full items-center justify-between rounded-md px-3 py-2.5 text-left font-semibold text-white hover:bg-white/10"
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 12 12" className={`size-3 transition-transform ${open ? 'rotate-180' : ''}`} fill="none" stroke="currentColor" strokeWidth="1.8">
          <path d="M2 4l4 4 4-4" />
        </svg>
      </button>
      <div id={id} hidden={!open} className="mb-2 ml-3 border-l border-white/10 pl-2">
        {children}
      </div>
    </li>
  );
}

export function MobileMenu({ onClose }: { onClose: () => void }) {
  return (
    <ModalDialog title="Menu" variant="drawer" onClose={onClose} closeLabel="Close menu">
      <nav aria-label="Mobile">
        <ul className="space-y-1">
          <Dropdown label={PRODUCTS_MENU.label}>
            <ul>
              {PRODUCTS_MENU.links.map((link) => (
                <li key={link.to}>
                  <SiteLinkAnchor link={link} className={itemClass} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </Dropdown>
          <Dropdown label={SOLUTIONS_MENU.label}>
            {SOLUTIONS_MENU.columns.map((column) => (
              <div key={column.heading} className="mt-2">
                <Link to={column.to} onClick={onClose} className="block px-3 py-1 text-xs font-bold uppercase tracking-wider text-accent">
                  {column.heading}
                </Link>
                <ul>
                  {column.links.map((link) => (
                    <li key={link.label}>
                      <SiteLinkAnchor link={link} className={itemClass} onNavigate={onClose} />
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </Dropdown>
          <Dropdown label={AI_BLOCKCHAIN_MENU.label}>
            <ul>
              {AI_BLOCKCHAIN_MENU.links.map((link) => (
                <li key={link.label}>
                  <SiteLinkAnchor link={link} className={itemClass} onNavigate={onClose} />
                </li>
              ))}
            </ul>
          </Dropdown>
          {PAGE_LINKS.map((link) => (
            <li key={link.to}>
              <SiteLinkAnchor link={link} className={`${itemClass} font-semibold`} onNavigate={onClose} />
            </li>
          ))}
        </ul>
      </nav>
      <DemoButton className="mt-6 w-full" onBeforeOpen={onClose} label={`Menu: ${ASK_AN_EXPERT.label}`}>
        {ASK_AN_EXPERT.label}
      </DemoButton>
    </ModalDialog>
  );
}
