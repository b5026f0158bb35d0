import { describeContractMismatch, readContractMismatch } from '@fin/shared/contract/contract-mismatch';
import { forgetSection, loadSection } from '@fin/shared/mf/section-loader';
import { Button } from '@fin/shared/ui/Button';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { afterFirstInteraction } from '@fin/shared/web3/after-first-interaction';
import { retryFailedWalletLoads } from '@fin/shared/web3/wallet-stack';
import {
  type ComponentType,
  type CSSProperties,
  lazy,
  type ReactNode,
  type RefObject,
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
  /**
   * Below-the-fold sections: load when the slot approaches the viewport, or at the first interaction after the
   * page has loaded, whichever comes first; never as part of the first screen.
   */
  lazyOnView?: boolean;
  /**
   * Load once the page has loaded and the user does something (clicks, touches, types, turns the wheel), or
   * after a few idle seconds: for sections that are not part of the first screen but should be ready soon after
   * (the support chat's floating button). The first screen's download stays the sections people see.
   */
  loadWhenIdle?: boolean;
  /** Height kept for the section while it loads, close to its rendered height so nothing below jumps. */
  minHeight?: number;
  /**
   * Height of the loading placeholder only, when the page knows the section will be taller than `minHeight`
   * (a returning wallet's portfolio). Not kept once the section renders, so a short section leaves no gap.
   */
  loadingMinHeight?: CSSProperties['minHeight'];
};

/**
 * How far below the viewport a lazy section starts loading. Small enough that a section just under the first
 * screen (the yields list on a phone starts about 200 px below it) stays out of the first download; a scroll still
 * starts the load before the section shows, and its reserved height keeps the page from jumping meanwhile.
 */
const LAZY_MARGIN = '100px 0px';

/** Without any interaction, an idle-time section still loads this long after the page has loaded. */
export const IDLE_FALLBACK_MS = 8_000;

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
  loadingMinHeight = minHeight,
}: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const holder = useRef<HTMLDivElement>(null);
  const visible = useSlotVisible(holder, lazyOnView, loadWhenIdle);

  // A new lazy component per attempt, so Retry really loads again.
  const Section = useMemo(
    () =>
      lazy(() => loadSection(remoteId).then((c: ComponentType<Record<string, unknown>>) => ({ default: c }))),
    [remoteId, attempt],
  );

  const retry = () => {
    // A section whose wallet code failed to download (offline) tries that again too.
    retryFailedWalletLoads();
    void forgetSection(remoteId).finally(() => setAttempt((n) => n + 1));
  };

  // An idle-time section is a floating control (the chat's button), not a block of the page: while it waits or
  // downloads there is nothing to hold a place for, and a 'Loading…' card at the foot of the page misled readers.
  const loading: ReactNode = loadWhenIdle ? null : <SlotLoading title={title} minHeight={loadingMinHeight} />;

  return (
    <div ref={holder} data-remote-slot={remoteId} style={{ minHeight }}>
      {visible ? (
        <SlotErrorBoundary
          key={attempt}
          fallback={(error) => (
            <SlotFallback remoteId={remoteId} title={title} error={error} onRetry={retry} />
          )}
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

/**
 * Whether the slot may load its remote: at once, or for a lazy section when it approaches the viewport, and for a
 * lazy or idle-time one at the reader's first interaction (or after the idle fallback), whichever comes first.
 */
function useSlotVisible(
  holder: RefObject<HTMLDivElement | null>,
  lazyOnView: boolean,
  loadWhenIdle: boolean,
): boolean {
  const [visible, setVisible] = useState(!lazyOnView && !loadWhenIdle);

  useEffect(() => {
    if (visible || !(loadWhenIdle || lazyOnView)) return;
    // A lazy section also loads once the reader starts using the page (click, touch, keys, wheel): scrolling to
    // it then finds it ready.
    return afterFirstInteraction(() => setVisible(true), IDLE_FALLBACK_MS);
  }, [visible, loadWhenIdle, lazyOnView]);

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
  }, [visible, lazyOnView, holder]);

  return visible;
}

/** The card a section shows while its remote downloads, as tall as the section will be. */
function SlotLoading({ title, minHeight }: { title: string; minHeight: CSSProperties['minHeight'] }) {
  return (
    <div role="status" aria-live="polite" style={{ minHeight }} className="fin-card">
      <p className="fin-muted">Loading {title}…</p>
      <Skeleton height={20} width="40%" />
      <Skeleton height={14} style={{ marginTop: 12 }} />
      <Skeleton height={14} style={{ marginTop: 8 }} width="80%" />
    </div>
  );
}

/** A section that could not load or threw: names it, says the rest of the page works, and offers Retry. */
function SlotFallback({
  remoteId,
  title,
  error,
  onRetry,
}: {
  remoteId: string;
  title: string;
  error: Error | null;
  onRetry: () => void;
}) {
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
        {error?.message && !mismatch ? <span className="fin-sr-only"> ({error.message})</span> : null}
      </p>
      <Button onClick={onRetry}>Retry</Button>
    </div>
  );
}
