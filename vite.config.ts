import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Modules every page loads with the layout, bundled as one file: each separate file is another request
// before the first paint on a slow connection. Lazily loaded shell parts keep their own chunks.
const EAGER_SHELL = /\/app\/(components\/shell\/(header|header-dropdown|footer|logo|logo-strip|cookie-banner|chat-launcher|newsletter-popup|newsletter-popup-rules|newsletter-form|demo-modal-events)|components\/ui\/(button|badge|toaster|honeypot-field)|leads\/honeypot|consent\/|analytics\/|attribution\/|lib\/(cn|guards)|site\/(navigation|use-site-config)|content\/social-proof|routes\/layout)\.?/;
const LAZY = /(mobile-drawer|chat-panel|newsletter-card|newsletter-submit|demo-modal\.tsx|toaster-host|event-names\.ts)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  build: {
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo }) {
          if (getModuleInfo(id)?.isEntry) return undefined;
          if (EAGER_SHELL.test(id) && !LAZY.test(id)) return "shell";
          return undefined;
        },
      },
    },
  },
});
