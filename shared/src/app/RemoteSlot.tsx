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
  minHeight?: number;
};

/**
 * The rendering layer of remote resilience: one slot per remote, with Suspense while it loads and an error boundary
 * that names the section and offers Retry when it cannot load or throws while rendering.
 */
export function RemoteSlot({ remoteId, title, props, lazyOnView = false, minHeight = 160 }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const [visible, setVisible] = useState(!lazyOnView);
  const holder = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (visible || !holder.current) return;
    if (typeof IntersectionObserver === 'undefined') {
      setVisible(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setVisible(true);
      },
      { rootMargin: '800px 0px' },
    );
    observer.observe(holder.current);
    return () => observer.disconnect();
  }, [visible]);

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
