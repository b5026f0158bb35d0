// The devnet's captured venues accrue at the APY in listed-apys.ts; the list shows the capture's. This holds the
// two together: a new capture, or a new venue without its rate, fails here instead of paying a different rate.
import { readFileSync } from 'node:fs';
import { CAPTURED_VENUES } from '@fin/shared/domain/deposit/venues';
import { describe, expect, it } from 'vitest';
import { LISTED_APY } from '../src/protocols/listed-apys';
import { perSecondRayFromApy } from '../src/protocols/rates';
import { DSR_5_PERCENT } from '../src/protocols/sky';

const CAPTURE = new URL('../../api/data/defillama/pools-snapshot.json', import.meta.url);
type CaptureRow = { pool: string; apy: number | null };

describe('listed APYs of the captured venues', () => {
  const rows = (JSON.parse(readFileSync(CAPTURE, 'utf8')) as { data: CaptureRow[] }).data;
  const captured = new Map(rows.map((r) => [r.pool, r.apy]));

  it('has, for every captured venue, the APY of its row in the capture the API serves', () => {
    const mismatches = CAPTURED_VENUES.filter((v) => LISTED_APY[v.poolId] !== captured.get(v.poolId)).map(
      (v) =>
        `${v.protocolSlug} ${v.asset} on ${v.chainId} (${v.poolId}): devnet ${LISTED_APY[v.poolId]}, list ${captured.get(v.poolId)}`,
    );
    expect(mismatches).toEqual([]);
    expect(Object.keys(LISTED_APY).sort()).toEqual(CAPTURED_VENUES.map((v) => v.poolId).sort());
  });

  it('turns an APY into the per-second factor MakerDAO publishes for it (5% → the DSR constant)', () => {
    const gap = perSecondRayFromApy(5) - DSR_5_PERCENT;
    expect(gap < 0n ? -gap : gap).toBeLessThan(10n ** 9n);
  });
});
