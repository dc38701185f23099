import { QueryClientProvider } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { sharedQueryClient } from "~/lib/query-client";

/** Wraps a form that uses TanStack Query; lives with the form so pages without one never load the library. */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={sharedQueryClient()}>{children}</QueryClientProvider>;
}
