/** Any "Watch demo" control opens the header's demo modal through this window event. */
export const OPEN_DEMO_EVENT = "marginatlas:open-demo";

export function openDemoModal() {
  window.dispatchEvent(new Event(OPEN_DEMO_EVENT));
}
