import http from "node:http";

/**
 * Sends a body of `bytes` (64 KB chunks) whatever the server answers, until all is sent or the server closes
 * the connection: how much of an unwanted upload the server takes in, and for how long.
 */
export function uploadRegardless(url: string, method: string, bytes: number, headers: Record<string, string> = {}): Promise<{ status: number | null; bytesSent: number; ms: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    let bytesSent = 0;
    let status: number | null = null;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      request.destroy();
      resolve({ status, bytesSent, ms: Date.now() - started });
    };
    const request = http.request(url, { method, headers: { "content-type": "application/json", "content-length": String(bytes), ...headers } }, (response) => {
      status = response.statusCode ?? null;
      response.resume();
    });
    request.on("error", finish);
    request.on("close", finish);
    const chunk = Buffer.alloc(64 * 1024, "x");
    const pump = () => {
      while (!done && bytesSent < bytes) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (bytesSent >= bytes) request.end();
    };
    pump();
    request.on("finish", () => setImmediate(finish));
  });
}
