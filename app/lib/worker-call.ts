/**
 * One request, one answer, with a Web Worker: the page's side (`workerCall`) and the worker's (`answerRequests`).
 * One worker per page, made on the first call and reused; answers are matched to requests by id, so a slow answer
 * never resolves a newer request. Where workers are unavailable the work runs on the page instead. What is sent
 * stays in this browser.
 */

interface WorkerRequest<Request> {
  id: number;
  request: Request;
}

interface WorkerAnswer<Answer> {
  id: number;
  answer: Answer;
}

/**
 * The page's side. `createWorker` must hold the `new Worker(new URL("./x.worker.ts", import.meta.url), ...)`
 * expression itself, so Vite finds and bundles the worker.
 */
export function workerCall<Request, Answer>(
  createWorker: () => Worker,
  runHere: (request: Request) => Answer | Promise<Answer>,
): (request: Request) => Promise<Answer> {
  let worker: Worker | null = null;
  let nextId = 0;
  return (request) => {
    if (typeof Worker === "undefined") return Promise.resolve(runHere(request));
    worker ??= createWorker();
    const id = (nextId += 1);
    const current = worker;
    return new Promise((resolve) => {
      const onMessage = (event: MessageEvent<WorkerAnswer<Answer>>) => {
        if (event.data.id !== id) return;
        current.removeEventListener("message", onMessage);
        resolve(event.data.answer);
      };
      current.addEventListener("message", onMessage);
      current.postMessage({ id, request } satisfies WorkerRequest<Request>);
    });
  };
}

/** The worker's side: answers each request with `handle` (in a `*.worker.ts` module). */
export function answerRequests<Request, Answer>(
  scope: { onmessage: ((event: MessageEvent) => void) | null; postMessage: (message: unknown) => void },
  handle: (request: Request) => Answer | Promise<Answer>,
): void {
  scope.onmessage = (event: MessageEvent<WorkerRequest<Request>>) => {
    const { id, request } = event.data;
    void Promise.resolve(handle(request)).then((answer) =>
      scope.postMessage({ id, answer } satisfies WorkerAnswer<Answer>),
    );
  };
}
