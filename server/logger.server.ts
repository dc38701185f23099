/** The little logging surface the leads backend needs; `console` satisfies it. */
export interface Logger {
  info(...args: unknown[]): void;
  warn(...args: unknown[]): void;
  error(...args: unknown[]): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };
