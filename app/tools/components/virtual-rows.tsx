import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef, type ReactNode } from "react";

/**
 * A table's rows virtualised (@tanstack/react-virtual) inside its own scrolling box: only the rows in view (and
 * `overscan` each side) are in the page, with a spacer row above and below standing in for the others. The box is
 * VirtualTableBox; `measureElement` (with `data-index`) goes on rows whose height varies.
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
function SpacerRow({ height, colSpan }: { height: number; colSpan: number }) {
  if (height <= 0) return null;
  return (
    <tr aria-hidden>
      <td colSpan={colSpan} style={{ height }} />
    </tr>
  );
}

/**
 * The scrolling box of a virtualised table: a named, keyboard-focusable region (so it scrolls without a mouse) with
 * a sticky header row, the rows in view drawn by `renderRow`, and `after` below the table (an empty-filter message).
 */
export function VirtualTableBox({
  rows,
  label,
  testId,
  head,
  colSpan,
  renderRow,
  after,
}: {
  rows: ReturnType<typeof useVirtualRows>;
  label: string;
  testId: string;
  head: ReactNode;
  colSpan: number;
  renderRow: (index: number) => ReactNode;
  after?: ReactNode;
}) {
  return (
    <div
      ref={rows.scrollRef}
      className="max-h-[36rem] overflow-auto rounded-xl ring-1 ring-ink-200"
      tabIndex={0}
      role="region"
      aria-label={label}
      data-testid={testId}
    >
      <table className="min-w-full text-left text-sm">
        <thead className="sticky top-0 z-10 bg-ink-50 text-xs text-ink-600">
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          <SpacerRow height={rows.paddingTop} colSpan={colSpan} />
          {rows.items.map((item) => renderRow(item.index))}
          <SpacerRow height={rows.paddingBottom} colSpan={colSpan} />
        </tbody>
      </table>
      {after}
    </div>
  );
}
