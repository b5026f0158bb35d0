/**
 * A tiny history-based router: the shell has four pages (dashboard, /yields, /protocols/:slug,
 * /transfer/:chain/:tx), which does not
 * justify a routing library. The static servers answer every unknown path with index.html (SPA fallback).
 */
import { type AnchorHTMLAttributes, type MouseEvent, useSyncExternalStore } from 'react';

export type Route =
  | { page: 'dashboard' }
  | { page: 'yields' }
  | { page: 'protocol'; slug: string }
  | { page: 'transfer'; chain: string; tx: string }
  | { page: 'not-found'; path: string };

const listeners = new Set<() => void>();
const notify = () => {
  for (const l of listeners) l();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) window.addEventListener('popstate', notify);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', notify);
  };
}

export function matchRoute(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '') || '/';
  if (path === '/') return { page: 'dashboard' };
  if (path === '/yields') return { page: 'yields' };
  const protocol = /^\/protocols\/([^/]+)$/.exec(path);
  if (protocol?.[1]) return { page: 'protocol', slug: decodeURIComponent(protocol[1]).toLowerCase() };
  const transfer = /^\/transfer\/([^/]+)\/([^/]+)$/.exec(path);
  if (transfer?.[1] && transfer[2])
    return { page: 'transfer', chain: decodeURIComponent(transfer[1]), tx: decodeURIComponent(transfer[2]) };
  return { page: 'not-found', path };
}

export function usePathname(): string {
  return useSyncExternalStore(subscribe, () => window.location.pathname);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  if (options.replace) window.history.replaceState(null, '', to);
  else window.history.pushState(null, '', to);
  notify();
}

/** An in-app link: a plain <a href> (open in new tab still works) that navigates without a reload. */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={to} onClick={handle} {...rest} />;
}
