import http from "node:http";
import net from "node:net";

export interface UploadOptions {
  method?: string;
  /** Extra headers (content-type is JSON unless given). */
  headers?: Record<string, string>;
  /** Declared in Content-Length; without it the body is sent chunked. */
  declaredBytes?: number;
  /** Stop sending as soon as the server answers (a client that listens), or send on until the server closes. */
  stopWhenAnswered?: boolean;
}

/**
 * Streams a JSON-looking body in 64 KB chunks, up to 100 MB (or the declared length), and reports the status
 * (null when the answer was lost to the connection's reset), how much was written and how long it took:
 * how much of an unwanted upload a server takes in.
 */
export function upload(
  url: string,
  options: UploadOptions = {},
): Promise<{ status: number | null; bytesSent: number; ms: number }> {
  const started = Date.now();
  const limit = options.declaredBytes ?? 100 * 1024 * 1024;
  const headers = {
    "content-type": "application/json",
    ...(options.declaredBytes === undefined ? {} : { "content-length": String(options.declaredBytes) }),
    ...options.headers,
  };
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
    const request = http.request(url, { method: options.method ?? "POST", headers }, (response) => {
      status = response.statusCode ?? null;
      response.resume();
      if (options.stopWhenAnswered) response.on("end", finish);
    });
    request.on("error", finish);
    request.on("close", finish);
    request.on("finish", () => setImmediate(finish));
    const chunk = Buffer.alloc(64 * 1024, "x");
    const pump = () => {
      while (!done && bytesSent < limit) {
        bytesSent += chunk.length;
        if (!request.write(chunk)) return void request.once("drain", pump);
      }
      if (!done) request.end();
    };
    pump();
  });
}

/**
 * A client that sends a whole chunked body before it reads a byte of the answer (a script, a proxy that buffers):
 * the answer waits in its socket meanwhile, and a reset from the server throws it away. Resolves to the answer's
 * status line, or to the socket error that took its place.
 */
export function uploadWithoutListening(url: string, bodyBytes: number): Promise<string> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let answer = "";
    socket.pause();
    socket.on("error", (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    socket.on("data", (chunk: Buffer) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer.split("\r\n")[0] ?? ""));
    socket.write(
      `POST ${pathname} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n`,
    );
    const chunk = Buffer.alloc(16 * 1024, "x");
    let sent = 0;
    const pump = () => {
      while (sent < bodyBytes) {
        sent += chunk.length;
        if (!socket.write(`${chunk.length.toString(16)}\r\n${chunk.toString("latin1")}\r\n`))
          return void socket.once("drain", pump);
      }
      // The body is sent: only now does this client read.
      socket.write("0\r\n\r\n", () => socket.resume());
    };
    pump();
  });
}
