import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';
import { NAV_SCROLL_OFFSET } from './scroll-to-section';

/** A section counts as in view when 30 % of it is visible: tall sections still light up their nav item early. */
const SECTION_VISIBILITY_THRESHOLD = 0.3;

/**
 * Of the sections in view, the one being read: the last whose top has reached the reading line (where a nav
 * click puts a section, 140 px down), or, before any has, the highest one. So a short section scrolled to the
 * line wins over the end of the previous one, which may still be 30 % visible.
 */
export function pickActiveSection(
  inView: readonly { id: string; top: number }[],
  viewportHeight = 900,
): string | null {
  // A little below the landing spot, so a section nudged a few pixels by late-loading content still counts.
  const line = NAV_SCROLL_OFFSET + viewportHeight * 0.1;
  const reached = inView.filter((s) => s.top <= line).sort((a, b) => b.top - a.top);
  if (reached[0]) return reached[0].id;
  const below = [...inView].sort((a, b) => a.top - b.top);
  return below[0]?.id ?? null;
}

/**
 * Watches the nav's sections with an IntersectionObserver and stores the one in view (ui slice `activeSection`)
 * for the sticky nav to highlight. A section taller than the viewport can never be 30 % visible, so covering 30 %
 * of the viewport counts too.
 */
export function useActiveSection(anchors: readonly string[], enabled: boolean): void {
  const setActiveSection = useFinStore((s) => s.setActiveSection);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    const inView = new Set<string>();
    const update = () => {
      const measured = [...inView].flatMap((id) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top }] : [];
      });
      setActiveSection(pickActiveSection(measured, window.innerHeight));
    };
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
        update();
      },
      { threshold: thresholds },
    );
    // Between threshold crossings a section can still pass the reading line: re-pick once per frame on scroll.
    let frame = 0;
    const onScroll = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          update();
        });
      }
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    for (const id of anchors) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
      setActiveSection(null);
    };
  }, [anchors, enabled, setActiveSection]);
}
