import { consentDefaultsScript } from "./consent";

/**
 * For tests: runs the head's consent script the way the browser does (global scope, the real window and document),
 * keeping the listeners it adds to the document, so `removeHeadScriptListeners` can take them away again after each
 * test (a page runs it once; a test file runs it many times in one document).
 */
const added: Parameters<Document["addEventListener"]>[] = [];

export function runHeadScript(): void {
  const addEventListener = document.addEventListener;
  document.addEventListener = function (...args: Parameters<Document["addEventListener"]>) {
    added.push(args);
    addEventListener.apply(document, args);
  };
  try {
    new Function(consentDefaultsScript())();
  } finally {
    document.addEventListener = addEventListener;
  }
}

export function removeHeadScriptListeners(): void {
  for (const [type, listener, options] of added.splice(0)) document.removeEventListener(type, listener, options);
}
