import type { MouseEvent, ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import type { ExternalLink, InternalLink, SiteLink } from '@/content/types';
import { goToSection } from '@/lib/section-hints';

/** Screen-reader text for links that open a new tab (WCAG 3.2.5: warn before a change of context). */
export const NEW_TAB_HINT = '(opens in a new tab)';

const opensNewTab = (href: string) => !/^(mailto|tel):/.test(href);

interface Props {
  link: SiteLink;
  className?: string;
  /** Runs on activation, before navigating (menus close themselves here). */
  onNavigate?: () => void;
  children?: ReactNode;
}

/** An external link: new tab, no opener, with the new-tab hint for screen readers and a small icon for sight. */
export function ExternalAnchor({ link, className, onNavigate, children }: Omit<Props, 'link'> & { link: ExternalLink }) {
  const newTab = opensNewTab(link.href);
  return (
    <a
      href={link.href}
      className={className}
      onClick={onNavigate}
      {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children ?? link.label}
      {newTab ? (
        <>
          <svg aria-hidden="true" viewBox="0 0 16 16" className="ml-1 inline size-3 align-baseline opacity-70" fill="none" stroke="currentColor" strokeWidth="1.5">
            <path d="M6 3H3v10h10v-3M9 2h5v5M14 2L7 9" />
          </svg>
          <span className="sr-only"> {NEW_TAB_HINT}</span>
        </>
      ) : null}
    </a>
  );
}

function InternalAnchor({ link, className, onNavigate, children }: Omit<Props, 'link'> & { link: InternalLink }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { section, hintKey } = link;
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    // Modified clicks (new tab, new window) keep the browser's behaviour.
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

/**
 * Renders any content link: internal ones through the router (with a scroll hint when they name a section),
 * external ones in a new tab.
 */
export function SiteLinkAnchor(props: Props) {
  const { link } = props;
  return link.kind === 'external' ? <ExternalAnchor {...props} link={link} /> : <InternalAnchor {...props} link={link} />;
}
