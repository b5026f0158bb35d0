import { Card, CardHeader } from '@fin/shared/ui/Card';
import { Skeleton } from '@fin/shared/ui/Skeleton';

/** 'USD Stablecoins' (spec §2): the yield opportunities list. */
export default function YieldsSection() {
  return (
    <Card data-section="mf_yields/YieldsSection" aria-labelledby="yields-title">
      <CardHeader id="yields-title" title="USD Stablecoins" />
      <div role="status">
        <p className="fin-muted">Loading yield opportunities...</p>
        <Skeleton height={18} />
        <Skeleton height={18} style={{ marginTop: 8 }} />
      </div>
    </Card>
  );
}
