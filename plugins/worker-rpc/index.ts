// The one way the site's pages talk to their web workers: a request gets an
// id; the worker answers it with any number of progress messages and then one
// result or one error, each carrying the id. A page ends a call by ignoring
// its answers, or ends the work by terminating the worker. Plain TypeScript,
// a few hundred bytes where Comlink would cost about 2 KB gzip on each side.

export type WorkerMessage<Progress, Result> =
  { id: number; kind: 'progress'; progress: Progress } | { id: number; kind: 'result'; result: Result } | { id: number; kind: 'error'; message: string };

interface WorkerScope {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  postMessage(message: unknown): void;
}

/** In the worker: answers each request with `handle`'s progress reports and then its result (or error). */
export function serveRequests<Request, Progress, Result>(
  scope: WorkerScope,
  handle: (request: Request, progress: (report: Progress) => void) => Promise<Result> | Result,
): void {
  scope.addEventListener('message', (event: MessageEvent<{ id: number; request: Request }>) => {
    const { id, request } = event.data;
    const post = (message: WorkerMessage<Progress, Result>) => scope.postMessage(message);
    Promise.resolve()
      .then(() => handle(request, (progress) => post({ id, kind: 'progress', progress })))
      .then(
        (result) => post({ id, kind: 'result', result }),
        (error: unknown) => post({ id, kind: 'error', message: error instanceof Error ? error.message : String(error) }),
      );
  });
}

export interface Call<Result> {
  result: Promise<Result>;
  /** Stops listening: no more progress, and the result never settles. */
  ignore(): void;
}

/** In the page: sends a request to the worker; progress goes to `onProgress`, the result or error settles `result`. */
export function callWorker<Request, Progress, Result>(worker: Worker, request: Request, onProgress?: (progress: Progress) => void): Call<Result> {
  const id = (nextId += 1);
  let stop = () => {};
  const result = new Promise<Result>((resolve, reject) => {
    const onMessage = (event: MessageEvent<WorkerMessage<Progress, Result>>) => {
      const message = event.data;
      if (message.id !== id) return;
      if (message.kind === 'progress') return onProgress?.(message.progress);
      stop();
      if (message.kind === 'result') resolve(message.result);
      else reject(new Error(message.message));
    };
    // A worker that fails to start or dies answers nothing: the call fails.
    const onError = () => {
      stop();
      reject(new Error('o cálculo em segundo plano parou'));
    };
    stop = () => {
      worker.removeEventListener('message', onMessage);
      worker.removeEventListener('error', onError);
    };
    worker.addEventListener('message', onMessage);
    worker.addEventListener('error', onError);
  });
  worker.postMessage({ id, request });
  return { result, ignore: () => stop() };
}

let nextId = 0;
