import { type RefObject, useEffect, useState } from 'react';

/**
 * True once the element has been on screen; stays true. Where IntersectionObserver is missing (old browsers, jsdom)
 * the element counts as visible, so nothing is ever withheld.
 */
export function useInView(ref: RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (seen || !el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setSeen(true);
      return;
    }
    const observer = new IntersectionObserver((records) => {
      if (records.some((r) => r.isIntersecting)) {
        setSeen(true);
        observer.disconnect();
      }
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, seen]);
  return seen;
}
