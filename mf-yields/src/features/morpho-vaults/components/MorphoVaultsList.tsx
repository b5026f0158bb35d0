import { morphoVaultsQuery } from '@fin/shared/api/morpho-vaults';
import { formatApy, formatMorphoTvlMillions } from '@fin/shared/domain/money/format';
import {
  MORPHO_FALLBACK_AS_OF,
  MORPHO_FALLBACK_VAULTS,
  MORPHO_VAULTS_UNAVAILABLE,
  type MorphoVaultListing,
} from '@fin/shared/domain/morpho/vaults-fallback';
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

function VaultRows({ vaults }: { vaults: readonly MorphoVaultListing[] }) {
  return (
    <ul className="mv-list" aria-label="Morpho vaults">
      {vaults.map((v) => {
        const tag = morphoVaultTag(v.apy, v.tvl);
        return (
          <li key={v.address} className="mv-row" data-testid="morpho-vault">
            <span className="mv-name">{v.name}</span>
            <span className="mv-apy">{formatApy(v.apy)}</span>
            <span>{formatMorphoTvlMillions(v.tvl)}</span>
            <Badge tone={TAG_TONE[tag]}>{tag}</Badge>
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

/** 'Morpho Vaults': top vault yields on Ethereum, or the built-in list when loading fails. */
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
    return (
      <>
        <p className="mv-notice" role="status">
          {MORPHO_VAULTS_UNAVAILABLE}
          <span className="fin-muted"> · showing built-in figures as of {MORPHO_FALLBACK_AS_OF}</span>
        </p>
        <VaultRows vaults={MORPHO_FALLBACK_VAULTS} />
      </>
    );
  }
  return <VaultRows vaults={vaults.data.vaults} />;
}
