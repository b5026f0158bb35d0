import { describeContractMismatch, readContractMismatch } from '@fin/shared/contract/contract-mismatch';
import { forgetSection, loadSection } from '@fin/shared/mf/section-loader';
import { Button } from '@fin/shared/ui/Button';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import {
  type ComponentType,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { SlotErrorBoundary } from './SlotErrorBoundary';

export type RemoteSlotProps = {
  /** Exposed module id, e.g. `mf_yields/YieldsSection`. */
  remoteId: string;
  /** The section's name as users know it, shown in the fallback. */
  title: string;
  /** Props passed to the remote component. */
  props?: Record<string, unknown>;
  /** Load only when the slot approaches the viewport (below-the-fold sections). */
  lazyOnView?: boolean;
  /**
   * Load once the page has finished loading and the main thread is idle: for sections that are not part of the
   * first view but should be ready soon after (the support chat's floating button).
   */
  loadWhenIdle?: boolean;
  /** Height kept for the section while it loads, close to its rendered height so nothing below jumps. */
  minHeight?: number;
};

/**
 * How far below the viewport a lazy section starts loading. Small enough that sections under the first screen stay
 * out of the first download; large enough that a normal scroll finds them loaded or nearly so.
 */
const LAZY_MARGIN = '300px 0px';

/** The longest an idle-time section waits for the browser to go idle after the page has loaded. */
const IDLE_DEADLINE_MS = 4_000;

function afterLoadWhenIdle(run: () => void): () => void {
  let cancelled = false;
  let idleHandle: number | undefined;
  const schedule = () => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      idleHandle = window.requestIdleCallback(() => !cancelled && run(), { timeout: IDLE_DEADLINE_MS });
    } else {
      idleHandle = window.setTimeout(() => !cancelled && run(), 1);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idleHandle !== undefined) {
      if (typeof window.cancelIdleCallback === 'function') window.cancelIdleCallback(idleHandle);
      else window.clearTimeout(idleHandle);
    }
  };
}

/**
 * The rendering layer of remote resilience: one slot per remote, with Suspense while it loads and an error boundary
 * that names the section and offers Retry when it cannot load or throws while rendering.
 */
export function RemoteSlot({
  remoteId,
  title,
  props,
  lazyOnView = false,
  loadWhenIdle = false,
  minHeight = 160,
}: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [visible, setVisible] = useState(!lazyOnView && !loadWhenIdle);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !loadWhenIdle) return;
    return afterLoadWhenIdle(() => setVisible(true));
  }, [visible, loadWhenIdle]);

  useEffect(() => {
    if (visible || !lazyOnView || !holder.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: LAZY_MARGIN },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible, lazyOnView]);

  // A new lazy component per attempt, so Retry really loads again.
  const Section = useMemo(
    () =>
      lazy(() => loadSection(remoteId).then((c: ComponentType<Record<string, unknown>>) => ({ default: c }))),
    [remoteId, attempt],
  );

  const retry = () => {
    void forgetSection(remoteId).finally(() => setAttempt((n) => n + 1));
  };

  const loading: ReactNode = (
    <div role="status" aria-live="polite" style={{ minHeight }} className="fin-card">
      <p className="fin-muted">Loading {title}…</p>
      <Skeleton height={20} width="40%" />
      <Skeleton height={14} style={{ marginTop: 12 }} />
      <Skeleton height={14} style={{ marginTop: 8 }} width="80%" />
    </div>
  );

  return (
    <div ref={holder} data-remote-slot={remoteId} style={{ minHeight }}>
      {visible ? (
        <SlotErrorBoundary
          key={attempt}
          fallback={(error) => {
            // A section built for another page contract is a deployment problem, not a hiccup: say which versions.
            const mismatch = readContractMismatch(error);
            return (
              <div
                role="alert"
                className="fin-card fin-state"
                data-slot-fallback={remoteId}
                data-contract-mismatch={mismatch ? mismatch.required : undefined}
              >
                <p className="fin-state__title">{title} is unavailable right now</p>
                <p className="fin-muted">
                  {mismatch ? `${describeContractMismatch(mismatch)} ` : 'This section could not be loaded. '}
                  The rest of the page keeps working.
                  {error?.message && !mismatch ? (
                    <span className="fin-sr-only"> ({error.message})</span>
                  ) : null}
                </p>
                <Button onClick={retry}>Retry</Button>
              </div>
            );
          }}
        >
          <Suspense fallback={loading}>
            {/* Committed only once the remote resolved and rendered: tests and monitoring read it. */}
            <div data-remote-ready={remoteId}>
              <Section {...(props ?? {})} />
            </div>
          </Suspense>
        </SlotErrorBoundary>
      ) : (
        loading
      )}
    </div>
  );
}
