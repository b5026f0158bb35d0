import { getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { RECEIPT_TOKENS, STABLECOIN_LIST_SYMBOLS } from '@fin/shared/domain/money/tokens';
import { Button } from '@fin/shared/ui/Button';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { AllocationPlaceholder } from './AllocationSection';
import { CopyAddressButton } from './CopyAddressButton';

/**
 * Loading: a skeleton of the loaded panel (toolbar, a full list, footer, the two allocation charts) built from the
 * same classes and control sizes, so it wraps like the real panel on a phone, with 'Loading balances across all
 * networks...' where the list goes. A returning wallet's page keeps its layout while the balances load, and the
 * sections below stay below the first screen instead of loading and then being pushed ~500 px down.
 */
export function LoadingState() {
  return (
    <div role="status" aria-live="polite">
      <div className="pf-toolbar" aria-hidden="true">
        <Skeleton width={121} height={36} />
        <Skeleton width={115} height={36} />
        <Skeleton width={209} height={24} />
        <span className="pf-toolbar__spacer" />
        <Skeleton width={110} height={32} />
      </div>
      <div className="pf-list pf-list--loading">
        <p className="fin-muted">Loading balances across all networks...</p>
        {SKELETON_ROWS.map((i) => (
          <div className="pf-skeleton-row" key={i}>
            <Skeleton width="40%" height={18} />
            <Skeleton width="20%" height={18} />
          </div>
        ))}
      </div>
      <div className="pf-footer" aria-hidden="true">
        <Skeleton width={111} height={20} />
        <Skeleton width={66} height={20} />
        <Skeleton width={128} height={20} />
      </div>
      <AllocationPlaceholder />
    </div>
  );
}

/** A balance row is 70 px: under the loading line, five fill the list's 24rem window. */
const SKELETON_ROWS = [0, 1, 2, 3, 4];

const PROTOCOLS = [...new Set(RECEIPT_TOKENS.map((t) => t.protocol))];

/**
 * Empty: 'No assets found', the copyable address, and what Fin can find, so the user can check the right wallet
 * was read and knows which tokens, protocols and networks are looked at.
 */
export function EmptyState({ address }: { address: string }) {
  return (
    <div className="fin-state">
      <p className="fin-state__title">No assets found</p>
      <p className="fin-muted">
        No USD stablecoins or positions were found for <span className="fin-mono">{address}</span>{' '}
        <CopyAddressButton address={address} />
      </p>
      <dl className="pf-supported">
        <dt>Supported stablecoins</dt>
        <dd>{STABLECOIN_LIST_SYMBOLS.join(', ')}</dd>
        <dt>Supported protocols</dt>
        <dd>{PROTOCOLS.join(', ')}</dd>
        <dt>Supported networks</dt>
        <dd>{PORTFOLIO_CHAIN_IDS.map(getChainName).join(', ')}</dd>
      </dl>
    </div>
  );
}

/** Filtered-empty: 'No matching assets / Try adjusting your filters', told apart from a wallet that holds nothing. */
export function FilteredEmptyState({ onClear }: { onClear: () => void }) {
  return (
    <div className="fin-state">
      <p className="fin-state__title">No matching assets</p>
      <p className="fin-muted">Try adjusting your filters</p>
      <Button variant="secondary" size="sm" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/** Error: the message chosen by cause, so the user knows what to fix, and Retry. */
export function ErrorState({
  message,
  onRetry,
  retrying,
}: {
  message: string;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <div className="fin-state" role="alert">
      <p className="fin-state__title">{message}</p>
      <Button onClick={onRetry} disabled={retrying}>
        {retrying ? 'Retrying…' : 'Retry'}
      </Button>
    </div>
  );
}
