import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';

/** Spec §2/§9: a section counts as in view when 30 % of it is visible. */
export const SECTION_VISIBILITY_THRESHOLD = 0.3;

/**
 * Watches the nav's sections and stores the one in view (ui slice `activeSection`) for the sticky nav to
 * highlight. A section taller than the viewport can never be 30 % visible, so covering 30 % of the viewport counts
 * too. Of several sections in view, the one nearest the top of the page wins.
 */
export function useActiveSection(anchors: readonly string[], enabled: boolean): void {
  const setActiveSection = useFinStore((s) => s.setActiveSection);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<string>();
    const thresholds = [0, 0.1, 0.2, SECTION_VISIBILITY_THRESHOLD, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          const id = (entry.target as HTMLElement).id;
          const viewport = entry.rootBounds?.height ?? window.innerHeight;
          const coversViewport =
            viewport > 0 && entry.intersectionRect.height / viewport >= SECTION_VISIBILITY_THRESHOLD;
          if (
            entry.isIntersecting &&
            (entry.intersectionRatio >= SECTION_VISIBILITY_THRESHOLD || coversViewport)
          ) {
            inView.add(id);
          } else inView.delete(id);
        }
        // `anchors` is in page order, so the first one in view is the one nearest the top.
        setActiveSection(anchors.find((id) => inView.has(id)) ?? null);
      },
      { threshold: thresholds },
    );
    const observed = anchors
      .map((a) => document.getElementById(a))
      .filter((el): el is HTMLElement => el !== null);
    for (const el of observed) observer.observe(el);
    return () => {
      observer.disconnect();
      setActiveSection(null);
    };
  }, [anchors, enabled, setActiveSection]);
}
