// The signed-in frame's own links: the side navigation and the brand mark. Their targets are fixed
// absolute paths, so they need none of React Router's <Link> and <NavLink> machinery: relative
// path resolution, URL encoding, prefetch and view-transition hooks, and a subscription to the
// router's state that redraws every link at each of its changes. Eleven of those were the largest
// part of the frame's redraws while a page loads (docs/decisions/0175). These are plain anchors:
// a plain click is handled in the page, any other (new tab, new window, download) by the browser.
import type { MouseEvent, ReactNode } from 'react';
import type { NavigateFunction } from 'react-router';

/**
 * Whether `to` is the page shown or one of its sub-pages, as NavLink decides it: letter case aside,
 * and '/' only itself.
 */
export function isActivePath(pathname: string, to: string): boolean {
  const shown = pathname.toLowerCase();
  const target = to.toLowerCase();
  if (shown === target) return true;
  return target !== '/' && shown.startsWith(target) && shown.charAt(target.length) === '/';
}

/** A left click with no modifier key: the page navigates itself. */
function plainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;
}

export type ShellLinkProps = {
  to: string;
  /** The frame's navigate function (one for all its links). */
  navigate: NavigateFunction;
  className?: string;
  /** Marks the link as the page shown (aria-current="page"). */
  current?: boolean;
  /** Called on any click, before the navigation (the mobile menu closes itself). */
  onClick?: () => void;
  children: ReactNode;
};

export function ShellLink({ to, navigate, className, current = false, onClick, children }: ShellLinkProps) {
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.();
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    // As <Link> does: a link to the page shown replaces its history entry instead of adding one.
    const here = window.location.pathname + window.location.search + window.location.hash;
    void navigate(to, { replace: here === to });
  };
  return (
    <a href={to} className={className} aria-current={current ? 'page' : undefined} onClick={handleClick}>
      {children}
    </a>
  );
}
