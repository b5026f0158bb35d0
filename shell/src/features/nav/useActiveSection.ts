import { useFinStore } from '@fin/shared/store/fin-store';
import { useEffect } from 'react';
import { NAV_SCROLL_OFFSET } from './scroll-to-section';

/** A section counts as in view when 30 % of it is visible: tall sections still light up their nav item early. */
const SECTION_VISIBILITY_THRESHOLD = 0.3;

type SectionBox = { id: string; top: number; height: number };

/**
 * Whether a section counts as in view: 30 % of it visible, or, for a section taller than the viewport (which can
 * never be 30 % visible), covering 30 % of the viewport.
 */
export function isSectionInView(box: SectionBox, viewportHeight: number): boolean {
  const visible = Math.max(0, Math.min(box.top + box.height, viewportHeight) - Math.max(box.top, 0));
  if (visible === 0 || box.height === 0) return false;
  return (
    visible / box.height >= SECTION_VISIBILITY_THRESHOLD ||
    visible / viewportHeight >= SECTION_VISIBILITY_THRESHOLD
  );
}

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

/** Measures every section where it is now and picks the one being read. */
function activeSectionNow(anchors: readonly string[]): string | null {
  const viewport = window.innerHeight;
  const boxes = anchors.flatMap((id) => {
    const rect = document.getElementById(id)?.getBoundingClientRect();
    return rect ? [{ id, top: rect.top, height: rect.height }] : [];
  });
  return pickActiveSection(
    boxes.filter((b) => isSectionInView(b, viewport)),
    viewport,
  );
}

/**
 * Stores the section in view (ui slice `activeSection`) for the sticky nav to highlight. Every pick measures all
 * sections where they are at that moment: a set kept from IntersectionObserver entries could miss a change (a
 * section resized between threshold crossings) and leave a stale highlight. The observers, scrolling and resizing
 * only say when to pick again, at most once per frame.
 */
export function useActiveSection(anchors: readonly string[], enabled: boolean): void {
  const setActiveSection = useFinStore((s) => s.setActiveSection);

  useEffect(() => {
    if (!enabled || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const pickSoon = () => {
      if (!frame) {
        frame = requestAnimationFrame(() => {
          frame = 0;
          setActiveSection(activeSectionNow(anchors));
        });
      }
    };
    const thresholds = [0, 0.1, 0.2, SECTION_VISIBILITY_THRESHOLD, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 1];
    const observer = new IntersectionObserver(pickSoon, { threshold: thresholds });
    window.addEventListener('scroll', pickSoon, { passive: true });
    window.addEventListener('resize', pickSoon, { passive: true });
    // A section above loading its data moves the ones below without a scroll or, at times, a threshold crossing.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(pickSoon);
    resized?.observe(document.body);
    for (const id of anchors) {
      const el = document.getElementById(id);
      if (el) observer.observe(el);
    }
    return () => {
      observer.disconnect();
      resized?.disconnect();
      window.removeEventListener('scroll', pickSoon);
      window.removeEventListener('resize', pickSoon);
      cancelAnimationFrame(frame);
      setActiveSection(null);
    };
  }, [anchors, enabled, setActiveSection]);
}
