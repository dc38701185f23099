import { startTransition, useEffect, useRef, useState } from "react";
import { trackEvent } from "~/analytics/events";
import type { ToolId } from "~/tools/tool-catalog";

/**
 * One `free_tool_usage` event (value 75) per page view: the first time the visitor's own action (an edit or
 * an import) shows a valid result. Loading the page with its defaults, or from a shared link, does not count.
 */
export function useToolUsage(tool: ToolId, visitorGotResult: boolean) {
  const tracked = useRef(false);
  useEffect(() => {
    if (!visitorGotResult || tracked.current) return;
    tracked.current = true;
    trackEvent("free_tool_usage", { tool });
  }, [tool, visitorGotResult]);
}

/**
 * The rendered width of an element (ResizeObserver), so SVG charts can draw at 1:1 scale and keep their text
 * readable on a phone. `fallback` until measured.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver((entries) => {
      const measured = Math.round(entries[0]?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/**
 * The answer of `run` for the latest `request`, such as a file read or priced in a Web Worker: `busy` while it runs,
 * `onAnswer` with the answer (in a transition: React renders a large result in slices, never as one long task). An
 * answer that arrives after a newer request, or after the request was withdrawn (null), is dropped.
 */
export function useLatestAnswer<Request, Answer>(
  request: Request | null,
  run: (request: Request) => Promise<Answer>,
  onAnswer: (answer: Answer, request: Request) => void,
): boolean {
  const [busy, setBusy] = useState(false);
  const handlers = useRef({ run, onAnswer });
  useEffect(() => {
    handlers.current = { run, onAnswer };
  });
  useEffect(() => {
    if (request === null) {
      setBusy(false);
      return;
    }
    let isLatest = true;
    setBusy(true);
    void handlers.current.run(request).then((answer) => {
      if (!isLatest) return;
      startTransition(() => {
        setBusy(false);
        handlers.current.onAnswer(answer, request);
      });
    });
    return () => {
      isLatest = false;
    };
  }, [request]);
  return busy;
}
