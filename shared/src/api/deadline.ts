/**
 * One way to bound how long work may take, used by the browser's API client and by the API's chain and source
 * reads alike. A deadline is an AbortSignal, so fetch and viem stop the work itself instead of leaving it running
 * behind a rejected promise.
 *
 * Hand-written, not AbortSignal.any([outer, AbortSignal.timeout(ms)]): the apps build for the browsers Fin supports,
 * rsbuild 2's default targets (Chrome/Edge 107, Firefox 104, Safari 16), and AbortSignal.any arrived in Chrome 116,
 * Firefox 124 and Safari 17.4, so a supported browser would throw on every API call. AbortSignal.timeout alone is
 * there, but its reason is a bare TimeoutError, where callers read a DeadlineError naming the work. The API (Node 20)
 * has both; it uses this same file so browser and API keep one deadline rule. Swap when the targets reach those.
 */

/** Thrown (as the signal's reason) when a deadline passes; `what` names the work for the person reading it. */
export class DeadlineError extends Error {
  constructor(
    readonly what: string,
    readonly ms: number,
  ) {
    super(`${what} did not answer within ${formatSeconds(ms)}`);
    this.name = 'DeadlineError';
  }
}

function formatSeconds(ms: number): string {
  const s = ms / 1000;
  return `${Number.isInteger(s) ? s : s.toFixed(1)} s`;
}

type Deadline = { signal: AbortSignal; clear: () => void };

function createDeadline(ms: number, what: string, outer?: AbortSignal | null): Deadline {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new DeadlineError(what, ms)), ms);
  // Node keeps the process alive for a pending timer; a deadline must never do that.
  (timer as { unref?: () => void }).unref?.();
  const onOuterAbort = () => controller.abort(outer?.reason);
  const clear = () => {
    clearTimeout(timer);
    outer?.removeEventListener('abort', onOuterAbort);
  };
  controller.signal.addEventListener('abort', clear, { once: true });
  if (outer?.aborted) controller.abort(outer.reason);
  else outer?.addEventListener('abort', onOuterAbort, { once: true });
  return { signal: controller.signal, clear };
}

/**
 * A signal that aborts after `ms` with a DeadlineError, or earlier when `outer` aborts (the caller gave up: a
 * component unmounted, a query was cancelled). `outer`'s own reason wins so cancellation never reads as a timeout.
 */
export function deadlineSignal(ms: number, what: string, outer?: AbortSignal | null): AbortSignal {
  return createDeadline(ms, what, outer).signal;
}

/**
 * Runs `work` with a deadline signal and rejects with the DeadlineError once it passes, even when `work` ignores
 * its signal (some libraries do), so a caller is never held past the deadline.
 */
export async function withDeadline<T>(
  ms: number,
  what: string,
  work: (signal: AbortSignal) => Promise<T>,
  outer?: AbortSignal | null,
): Promise<T> {
  const { signal, clear } = createDeadline(ms, what, outer);
  if (signal.aborted) throw signal.reason;
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([work(signal), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    clear();
  }
}
