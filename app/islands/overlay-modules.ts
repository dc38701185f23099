/** Each overlay's code, loaded once: requests start these, and the overlays island renders them with React.lazy. */
export const overlayModules = {
  contact: () => import("~/components/contact/contact-popup"),
  demo: () => import("~/components/shell/demo-modal"),
  newsletter: () => import("~/components/shell/newsletter-card"),
  toaster: () => import("~/components/ui/toaster-host"),
} as const;
