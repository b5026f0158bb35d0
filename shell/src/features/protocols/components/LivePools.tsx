import { formatApy, formatTvl } from '@fin/shared/domain/money/format';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { Badge } from '@fin/shared/ui/Badge';
import { Button } from '@fin/shared/ui/Button';
import type { ReactNode } from 'react';
import { ExternalLink } from '../../../lib/ExternalLink';
import type { UpComingProtocol } from '../data';
import { useProtocolPools } from '../hooks/useProtocolPools';
import { LivePoolsFrame, LivePoolsLoading } from './LivePoolsFrame';

const RISK_TONE = { low: 'success', medium: 'warning', high: 'danger' } as const;

/** The protocol's live stablecoin pools from Fin's yields service (GET /api/defi/all-stablecoins). */
export default function LivePools({ protocol }: { protocol: UpComingProtocol }) {
  const { data: pools, isPending, isError, error, refetch, isFetching } = useProtocolPools(protocol);

  let body: ReactNode;
  if (isPending) {
    body = <LivePoolsLoading />;
  } else if (isError) {
    body = (
      <div role="alert" className="fin-state">
        <p className="fin-state__title">Live pools could not be loaded</p>
        <p className="fin-muted">{error.message}</p>
        <Button onClick={() => refetch()} disabled={isFetching}>
          Retry
        </Button>
      </div>
    );
  } else if (pools.length === 0) {
    body = (
      <p className="fin-muted" data-testid="no-live-pools">
        Fin’s yield sources list no {protocol.name} stablecoin pools right now. The protocol’s own app shows
        its current markets.
      </p>
    );
  } else {
    body = <PoolsTable protocolName={protocol.name} pools={pools} />;
  }

  return <LivePoolsFrame count={pools?.length}>{body}</LivePoolsFrame>;
}

/** One row per live pool: asset, chain, APY, TVL, risk and a link to the pool at its protocol (cards on a phone). */
function PoolsTable({ protocolName, pools }: { protocolName: string; pools: YieldOpportunity[] }) {
  return (
    <div className="shell-table-wrap">
      <table className="shell-table fin-table-cards">
        <caption className="fin-sr-only">{protocolName} live stablecoin pools</caption>
        <thead>
          <tr>
            <th scope="col">Asset</th>
            <th scope="col">Chain</th>
            <th scope="col">APY</th>
            <th scope="col">TVL</th>
            <th scope="col">Risk</th>
            <th scope="col">
              <span className="fin-sr-only">Link</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {pools.map((pool) => (
            <PoolRow key={pool.id} pool={pool} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PoolRow({ pool }: { pool: YieldOpportunity }) {
  return (
    <tr>
      <th scope="row">
        {pool.asset}
        {pool.poolMeta ? <span className="fin-muted shell-pool-meta"> {pool.poolMeta}</span> : null}
      </th>
      <td data-label="Chain">{pool.chain}</td>
      <td data-label="APY" className="shell-num">
        {formatApy(pool.apy)}
      </td>
      <td data-label="TVL" className="shell-num">
        {formatTvl(pool.tvl)}
      </td>
      <td data-label="Risk">
        <Badge tone={RISK_TONE[pool.riskLevel]}>{pool.riskLevel}</Badge>
      </td>
      <td>
        <ExternalLink
          href={pool.protocolUrl}
          aria-label={`Open ${pool.asset} on ${pool.chain} at ${pool.protocol}`}
        >
          Open
        </ExternalLink>
      </td>
    </tr>
  );
}
