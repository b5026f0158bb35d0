import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useVirtualizer, useWindowVirtualizer, type VirtualItem } from '@tanstack/react-virtual';
import { type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { PHONE_ROW_HEIGHT, ROW_HEIGHT, YieldRow } from './YieldRow';

type RowsProps = {
  rows: readonly YieldOpportunity[];
  bestId: string | undefined;
  onOpen: (id: string) => void;
  mode: 'section' | 'page';
};

/** Phones (the yields.css breakpoint): the list is part of the page, never a scroll area of its own. */
const PHONE = '(max-width: 720px)';

function usePhone(): boolean {
  const query = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE) : undefined);
  const [phone, setPhone] = useState(() => query()?.matches ?? false);
  useEffect(() => {
    const media = query();
    if (!media) return;
    const change = () => setPhone(media.matches);
    media.addEventListener('change', change);
    return () => media.removeEventListener('change', change);
  }, []);
  return phone;
}

/** Shared by both virtualizers: keyed rows, measured as they grow (badges and names wrap on phones). */
function rowOptions(
  rows: readonly YieldOpportunity[],
  itemKey: (index: number) => string | number,
  estimate = ROW_HEIGHT,
) {
  return {
    count: rows.length,
    // A close guess: rows measured taller than guessed move what follows them on screen.
    estimateSize: () => estimate,
    overscan: 6,
    getItemKey: itemKey,
    // A row with no layout yet (hidden, or jsdom) measures 0: keep the estimate rather than collapse the list.
    measureElement: (element: Element, entry: ResizeObserverEntry | undefined) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      return height > 0 ? height : estimate;
    },
  };
}

/**
 * The connected wallet's full list, virtualized with TanStack Virtual: only the rows in view (plus a few above
 * and below) exist in the DOM, so 20,000 opportunities scroll like 20. On a wide screen the list scrolls in its
 * own box; on a phone a box inside the page caught every swipe over it (nine screens of rows while the page stood
 * still), so there the rows scroll with the page.
 */
export function VirtualYieldRows(props: RowsProps) {
  return usePhone() ? <PageScrollRows {...props} /> : <BoxScrollRows {...props} />;
}

function BoxScrollRows({ rows, bestId, onOpen, mode }: RowsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable per list, so the virtualizer only recomputes its row positions when the rows really change.
  const itemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    ...rowOptions(rows, itemKey),
    getScrollElement: () => scrollRef.current,
    // Before the first measurement (and in jsdom, which has no layout) assume the container's CSS height.
    initialRect: { width: 900, height: mode === 'page' ? 700 : 480 },
  });
  return (
    <div ref={scrollRef} className={`yl-scroll yl-scroll--${mode}`} data-testid="yields-scroll">
      <RowList
        rows={rows}
        bestId={bestId}
        onOpen={onOpen}
        items={virtualizer.getVirtualItems()}
        height={virtualizer.getTotalSize()}
        measure={virtualizer.measureElement}
        offset={0}
      />
    </div>
  );
}

/** Where the list starts in the page; followed as sections above it load and grow. */
function useOffsetInPage(ref: RefObject<HTMLElement | null>): number {
  const [offset, setOffset] = useState(0);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (el) setOffset(Math.round(el.getBoundingClientRect().top + window.scrollY));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [ref]);
  return offset;
}

/**
 * When a row above the screen turns out taller than estimated, one thing must scroll by the difference so what the
 * reader sees stays put. While the list reaches onto the screen, that is the virtualizer: the browser never anchors
 * on a row (yields.css), so its anchor is the list's box, whose top the growth does not move. Once the list is
 * wholly above the screen (the page scrolled on to the agent, say), the browser anchors on what is in view below it
 * and does it, and both at once scrolled twice the growth: the reader landed a screen further down.
 */
function useAdjustOnlyWhileTheListIsOnScreen(box: RefObject<HTMLElement | null>) {
  return useCallback(
    (item: VirtualItem) => {
      const listBottom = box.current?.getBoundingClientRect().bottom ?? 0;
      return item.start < window.scrollY && listBottom > 0;
    },
    [box],
  );
}

function PageScrollRows({ rows, bestId, onOpen }: RowsProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  const offset = useOffsetInPage(boxRef);
  const itemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useWindowVirtualizer({
    ...rowOptions(rows, itemKey, PHONE_ROW_HEIGHT),
    scrollMargin: offset,
  });
  virtualizer.shouldAdjustScrollPositionOnItemSizeChange = useAdjustOnlyWhileTheListIsOnScreen(boxRef);
  return (
    <div ref={boxRef} className="yl-scroll yl-scroll--with-page" data-testid="yields-scroll">
      <RowList
        rows={rows}
        bestId={bestId}
        onOpen={onOpen}
        items={virtualizer.getVirtualItems()}
        height={virtualizer.getTotalSize()}
        measure={virtualizer.measureElement}
        offset={offset}
      />
    </div>
  );
}

type RowListProps = Omit<RowsProps, 'mode'> & {
  items: VirtualItem[];
  height: number;
  measure: (element: Element | null) => void;
  /** Where the list starts in its scroller (the page's offset of the list when the page scrolls it). */
  offset: number;
};

function RowList({ rows, bestId, onOpen, items, height, measure, offset }: RowListProps) {
  return (
    <ul className="yl-rows" style={{ height }} aria-label="Yield opportunities">
      {items.map((item) => {
        const row = rows[item.index];
        if (!row) return null;
        return (
          <li
            key={item.key}
            // Rows grow with their content (badges and the pool name wrap on phones): measured, never clipped.
            ref={measure}
            data-index={item.index}
            style={{ transform: `translateY(${item.start - offset}px)` }}
            aria-setsize={rows.length}
            aria-posinset={item.index + 1}
          >
            <YieldRow row={row} bestId={bestId} onOpen={onOpen} />
          </li>
        );
      })}
    </ul>
  );
}
