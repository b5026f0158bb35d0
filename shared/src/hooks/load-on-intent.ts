import { useCallback, useRef, useState } from 'react';
import { loadOnce } from '../web3/load-once';

export type Intent = {
  onPointerEnter: () => void;
  onFocus: () => void;
  onClick: (event: { detail: number }) => void;
};

/**
 * Code that loads when the user reaches for a control instead of with the page: the menus' and dialogs' library
 * (Radix and its positioning engine, ~36 KB gzip) is not part of anyone's first view. Until it is wanted, the
 * control's trigger is drawn plain. Pointing at it or focusing it starts the download; a click asks for the real
 * control, which then replaces the plain trigger already open. The swap waits for the click, never for the
 * download alone, so the element under a pointer that is pressing it never changes.
 */
export function loadOnIntent<M>(load: () => Promise<M>) {
  // A failed download (a network blip) is tried again at the next intent.
  const preload = loadOnce(load);

  return function useLoadOnIntent(): { module: M | undefined; intent: Intent; byKeyboard: boolean } {
    const [wanted, setWanted] = useState(false);
    // A click with no pointer (detail 0) came from Enter or Space: the opened control then focuses its first item,
    // as it would have had its own trigger seen the key.
    const [byKeyboard, setByKeyboard] = useState(false);
    const [module, setModule] = useState<{ value: M } | undefined>(undefined);
    const fetchIt = (open: boolean) => {
      preload().then(
        (value) => {
          if (open) setModule({ value });
        },
        (error: unknown) => console.error('[fin] a control could not be loaded', error),
      );
    };
    return {
      module: wanted ? module?.value : undefined,
      byKeyboard,
      intent: {
        onPointerEnter: () => fetchIt(false),
        onFocus: () => fetchIt(false),
        onClick: (event) => {
          setByKeyboard(event.detail === 0);
          setWanted(true);
          fetchIt(true);
        },
      },
    };
  };
}

/**
 * A ref for the content of a menu opened from the keyboard before its library had loaded: the menu never saw that
 * key, so it would focus itself, not its first item. The first item takes the focus as the content enters the page,
 * in the same commit, so the next key the user presses (an arrow, Enter) already moves from it; focusing it later
 * (a frame or an effect after) raced those keys and sent Enter to the wrong item.
 */
export function useFocusFirstItemRef(when: boolean): (content: HTMLElement | null) => void {
  const done = useRef(false);
  return useCallback(
    (content: HTMLElement | null) => {
      if (!content || !when || done.current) return;
      done.current = true;
      content
        .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
        ?.focus({ preventScroll: true });
    },
    [when],
  );
}
