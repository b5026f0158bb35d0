import type { AnchorHTMLAttributes } from 'react';

const NEW_TAB = '(opens in a new tab)';

/** A link to another site: new tab, no opener access, no referrer (the other site learns nothing about the user's Fin page), announced as opening a new tab. */
export function ExternalLink({
  href,
  children,
  'aria-label': label,
  ...rest
}: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  return (
    <a
      {...rest}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={label ? `${label} ${NEW_TAB}` : undefined}
    >
      {children}
      <span aria-hidden="true"> ↗</span>
      {label ? null : <span className="fin-sr-only"> {NEW_TAB}</span>}
    </a>
  );
}
