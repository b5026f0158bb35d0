import { useCallback, useRef } from 'react';
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

/**
 * For a menu of sections: `choose` remembers the item picked, and `onCloseAutoFocus` (Radix's hook when the menu
 * has closed) then goes to that section, which takes the focus instead of the menu's trigger.
 */
export function useGoToChosenOnClose(): {
  choose: (anchor: string) => void;
  onCloseAutoFocus: (event: Event) => void;
} {
  const goTo = useGoToSection();
  const chosen = useRef<string | null>(null);
  return {
    choose: (anchor) => {
      chosen.current = anchor;
    },
    onCloseAutoFocus: (event) => {
      const anchor = chosen.current;
      chosen.current = null;
      if (anchor) {
        event.preventDefault();
        goTo(anchor);
      }
    },
  };
}
