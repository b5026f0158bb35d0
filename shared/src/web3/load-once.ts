/**
 * A download started at most once and shared by every caller; a failed one (a network blip) is forgotten, so the
 * next call tries again. Behind the code Fin loads when it is wanted (load-on-intent.ts, the withdraw dialog, the
 * optimizer's move engine, the demo wallet).
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
