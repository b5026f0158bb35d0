import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { explorerTxUrl, getChainName } from '@fin/shared/domain/chains/chains';
import { shortenAddress } from '@fin/shared/domain/money/format';

/**
 * A transaction hash with its explorer link. On the devnet the chains only look like mainnet: a link to the
 * public explorer would show nothing (or someone else's transaction), so the hash is labelled as a devnet one.
 */
export function TxHash({ chainId, hash, label }: { chainId: number; hash: string; label: string }) {
  const devnet = getRuntimeConfig().profile === 'devnet';
  const url = explorerTxUrl(chainId, hash);
  return (
    <span className="tf-hash" data-testid={`tx-${label.toLowerCase().replace(/\s+/g, '-')}`} data-hash={hash}>
      <span className="fin-muted">{label}: </span>
      {devnet || !url ? (
        <>
          <code className="fin-mono" title={hash}>
            {shortenAddress(hash, 10, 8)}
          </code>{' '}
          <span className="fin-muted">
            (devnet transaction on {getChainName(chainId)}, not on a public explorer)
          </span>
        </>
      ) : (
        <a href={url} target="_blank" rel="noopener noreferrer" className="fin-mono" title={hash}>
          {shortenAddress(hash, 10, 8)} ↗
        </a>
      )}
    </span>
  );
}
