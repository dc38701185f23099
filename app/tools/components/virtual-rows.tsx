import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";

/**
 * A table's rows virtualised (@tanstack/react-virtual) inside its own scrolling box: only the rows in view (and
 * `overscan` each side) are in the page, with a spacer row above and below standing in for the others. Put
 * `scrollRef` on the box and `measureElement` (with `data-index`) on rows whose height varies.
 */
export function useVirtualRows(count: number, rowHeight: number, overscan = 12) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan,
  });
  const items = virtualizer.getVirtualItems();
  return {
    scrollRef,
    items,
    measureElement: virtualizer.measureElement,
    paddingTop: items[0]?.start ?? 0,
    paddingBottom: virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0),
  };
}

/** The space of the rows not drawn, above or below those in view. */
export function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
}
