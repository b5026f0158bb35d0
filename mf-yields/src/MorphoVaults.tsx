import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';

/** 'Morpho Vaults' (spec §2): top vault yields on Ethereum. */
export default function MorphoVaults() {
  return (
    <Card data-section="mf_yields/MorphoVaults" aria-labelledby="morpho-title">
      <CardHeader id="morpho-title" title="Morpho Vaults" />
      <div role="status">
        <p className="fin-muted">Loading Morpho vaults...</p>
        <Skeleton height={18} />
      </div>
    </Card>
  );
}
