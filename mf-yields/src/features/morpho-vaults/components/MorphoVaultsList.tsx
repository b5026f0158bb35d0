import { morphoVaultsQuery } from '@fin/shared/api/morpho-vaults';
import { formatApy, formatMorphoTvlMillions } from '@fin/shared/domain/money/format';
import {
  MORPHO_FALLBACK_AS_OF,
  MORPHO_FALLBACK_VAULTS,
  MORPHO_VAULTS_UNAVAILABLE,
  type MorphoVaultListing,
} from '@fin/shared/domain/morpho/vaults-fallback';
import { ageInWords } from '@fin/shared/domain/yields/freshness';
import { type MorphoVaultTag, morphoVaultTag } from '@fin/shared/domain/yields/risk';
import { Badge } from '@fin/shared/ui/Badge';
import { Skeleton } from '@fin/shared/ui/Skeleton';
import { useQuery } from '@tanstack/react-query';

const TAG_TONE: Record<MorphoVaultTag, 'danger' | 'warning' | 'success' | 'accent' | 'neutral'> = {
  'High Risk': 'danger',
  'Medium-High': 'warning',
  Established: 'success',
  Growing: 'accent',
  'New/Low TVL': 'neutral',
};

const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/** `staleAsOf`: the vaults' figures are past the freshness limit: dimmed, their date beside the APY, no tag. */
function VaultRows({ vaults, staleAsOf }: { vaults: readonly MorphoVaultListing[]; staleAsOf?: string }) {
  return (
    <ul className="mv-list" aria-label="Morpho vaults">
      {vaults.map((v) => {
        const tag = morphoVaultTag(v.apy, v.tvl);
        return (
          <li
            key={v.address}
            className={`mv-row${staleAsOf ? ' mv-row--stale' : ''}`}
            data-testid="morpho-vault"
            data-stale={staleAsOf !== undefined}
          >
            <span className="mv-name">{v.name}</span>
            <span className="mv-apy">
              {formatApy(v.apy)}
              {staleAsOf ? (
                <span className="mv-date" data-testid="morpho-vault-date">
                  as of <time dateTime={staleAsOf}>{day(staleAsOf)}</time>
                </span>
              ) : null}
            </span>
            <span>{formatMorphoTvlMillions(v.tvl)}</span>
            {staleAsOf ? (
              <span className="fin-muted">Not current</span>
            ) : (
              <Badge tone={TAG_TONE[tag]}>{tag}</Badge>
            )}
            <a
              href={v.link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${v.name} on Morpho`}
            >
              Open ↗
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The one line above stale vaults: what did not answer, and how old the figures shown are. */
function StaleLine({ what, asOf }: { what: string; asOf: string }) {
  return (
    <p className="mv-notice" role="status" data-testid="morpho-stale">
      {what}
      <span>
        {' '}
        · figures below are from <time dateTime={asOf}>{day(asOf)}</time> ({ageInWords(asOf, new Date())}{' '}
        old), not current
      </span>
    </p>
  );
}

/**
 * 'Morpho Vaults': top vault yields on Ethereum. When Morpho does not answer: its last good vaults, or the built-in
 * list (spec), each said in one line with its age and dimmed when past the freshness limit.
 */
export function MorphoVaultsList() {
  const vaults = useQuery(morphoVaultsQuery());
  if (vaults.isPending) {
    return (
      <div role="status">
        <p className="fin-muted">Loading Morpho vaults...</p>
        <Skeleton height={18} />
        <Skeleton height={18} style={{ marginTop: 8 }} />
      </div>
    );
  }
  if (vaults.isError) {
    console.error('Morpho vaults failed to load:', vaults.error);
    // The built-in figures are a copy of one day: always old, so always shown as such.
    return (
      <>
        <StaleLine what={MORPHO_VAULTS_UNAVAILABLE} asOf={MORPHO_FALLBACK_AS_OF} />
        <VaultRows vaults={MORPHO_FALLBACK_VAULTS} staleAsOf={MORPHO_FALLBACK_AS_OF} />
      </>
    );
  }
  const { vaults: list, unavailable, stale, lastUpdated, host } = vaults.data;
  const what = unavailable
    ? `${MORPHO_VAULTS_UNAVAILABLE}: ${host ?? 'the source'} did not answer`
    : 'Morpho vault figures';
  return (
    <>
      {stale ? <StaleLine what={what} asOf={lastUpdated} /> : null}
      {unavailable && !stale ? (
        <p className="mv-notice" role="status" data-testid="morpho-stale">
          {what} · showing its vaults from {ageInWords(lastUpdated, new Date())} ago
        </p>
      ) : null}
      <VaultRows vaults={list} {...(stale ? { staleAsOf: lastUpdated } : {})} />
    </>
  );
}
