/**
 * One way to bound how long work may take, used by the browser's API client and by the API's chain and source
 * reads alike. A deadline is an AbortSignal, so fetch and viem stop the work itself instead of leaving it running
 * behind a rejected promise.
 *
 * Hand-written, not AbortSignal.any([outer, AbortSignal.timeout(ms)]): AbortSignal.any needs Chrome 116 / Safari
 * 17.4 and the apps build for Chrome 107 / Safari 16 (rsbuild's default targets), and AbortSignal.timeout's reason
 * is a bare TimeoutError, where callers read a DeadlineError naming the work.
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
