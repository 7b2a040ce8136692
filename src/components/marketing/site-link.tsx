import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ExternalLink, InternalLink, SiteLink } from '@/content/content-types';
import { goToSection } from '@/lib/section-hints';

/** WCAG 3.2.5: warn before a change of context. */
export const NEW_TAB_HINT = '(opens in a new tab)';

const opensNewTab = (href: string) => !/^(mailto|tel):/.test(href);

interface Props {
  link: SiteLink;
  className?: string;
  onNavigate?: () => void;
  children?: ReactNode;
  markInChildren?: boolean;
}

export function NewTabMark() {
  return (
    <>
      <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1 inline size-3 align-baseline opacity-70" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9" />
      </svg>
      <span className="sr-only"> {NEW_TAB_HINT}</span>
    </>
  );
}

/** The last word stays with the new-tab icon, so the icon never sits on a line of its own. */
export function LinkLabel({ text, newTab }: { text: string; newTab: boolean }) {
  const cut = text.lastIndexOf(' ') + 1;
  const head = text.slice(0, cut);
  const last = text.slice(cut);
  const breakable = (part: string) =>
    /[@/]/.test(part) ? part.split(/(?=[@./])/).flatMap((piece, i) => (i === 0 ? [piece] : [<wbr key={i} />, piece])) : part;
  return (
    <>
      {head}
      {newTab ? (
        <span className="whitespace-nowrap">
          {breakable(last)}
          <NewTabMark />
        </span>
      ) : (
        breakable(last)
      )}
    </>
  );
}

export function ExternalAnchor({
  link,
  className,
  onNavigate,
  children,
  markInChildren = false,
}: Omit<Props, 'link'> & { link: ExternalLink }) {
  const newTab = opensNewTab(link.href);
  return (
    <a
      href={link.href}
      className={className}
      onClick={onNavigate}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children === undefined ? (
        // One element: inside an inline-flex button the words would otherwise be flex items with the gap between them,
        // which read as a double space ("Login to  Dashboard", issue 24).
        <span>
          <LinkLabel text={link.label} newTab={newTab} />
        </span>
      ) : (
        <>
          {children}
          {newTab && !markInChildren ? <NewTabMark /> : null}
        </>
      )}
    </a>
  );
}

function InternalAnchor({ link, className, onNavigate, children }: Omit<Props, 'link'> & { link: InternalLink }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { section, hintKey } = link;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    onNavigate?.();
    if (section && hintKey) {
      event.preventDefault();
      goToSection(navigate, { to: link.to, section, hintKey, from: pathname });
    }
  };
  return (
    <Link to={link.to} className={className} onClick={onClick}>
      {children ?? link.label}
    </Link>
  );
}

export function SiteLinkAnchor(props: Props) {
  const { link } = props;
  return link.kind === 'external' ? <ExternalAnchor {...props} link={link} /> : <InternalAnchor {...props} link={link} />;
}
