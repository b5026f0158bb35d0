import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useRef } from 'react';
import { ROW_HEIGHT, YieldRow } from './YieldRow';

/**
 * The connected wallet's full list, virtualized with TanStack Virtual: only the rows in view (plus a few above
 * and below) exist in the DOM, so 20,000 opportunities scroll like 20.
 */
export function VirtualYieldRows({
  rows,
  bestId,
  onOpen,
  mode,
}: {
  rows: readonly YieldOpportunity[];
  bestId: string | undefined;
  onOpen: (id: string) => void;
  mode: 'section' | 'page';
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  // Stable per list, so the virtualizer only recomputes its row positions when the rows really change.
  const itemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
    getItemKey: itemKey,
    // A row with no layout yet (hidden, or jsdom) measures 0: keep the estimate rather than collapse the list.
    measureElement: (element, entry) => {
      const height = entry?.borderBoxSize?.[0]?.blockSize ?? element.getBoundingClientRect().height;
      return height > 0 ? height : ROW_HEIGHT;
    },
    // Before the first measurement (and in jsdom, which has no layout) assume the container's CSS height.
    initialRect: { width: 900, height: mode === 'page' ? 700 : 480 },
  });
  return (
    <div ref={scrollRef} className={`yl-scroll yl-scroll--${mode}`} data-testid="yields-scroll">
      <ul className="yl-rows" style={{ height: virtualizer.getTotalSize() }} aria-label="Yield opportunities">
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          return (
            <li
              key={item.key}
              // Rows grow with their content (badges and the pool name wrap on phones): measured, never clipped.
              ref={virtualizer.measureElement}
              data-index={item.index}
              style={{ transform: `translateY(${item.start}px)` }}
              aria-setsize={rows.length}
              aria-posinset={item.index + 1}
            >
              <YieldRow row={row} bestId={bestId} onOpen={onOpen} />
            </li>
          );
        })}
      </ul>
    </div>
  );
}
