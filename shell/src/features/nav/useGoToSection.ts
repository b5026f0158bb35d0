import { useCallback } from 'react';
import { matchRoute, navigate, usePathname } from '../../lib/router';
import { scrollToSection } from './scroll-to-section';

/**
 * Selecting a nav item: on the dashboard, smooth-scroll to the section and move focus there; on another page, go
 * to the dashboard, which scrolls to the anchor once its sections are rendered.
 */
export function useGoToSection(): (anchor: string) => void {
  const pathname = usePathname();
  return useCallback(
    (anchor: string) => {
      if (matchRoute(pathname).page === 'dashboard') scrollToSection(anchor, { focus: true });
      else navigate(`/#${anchor}`);
    },
    [pathname],
  );
}
