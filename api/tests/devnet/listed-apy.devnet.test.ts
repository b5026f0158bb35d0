// The captured rows Fin deposits into (Spark Savings, Euler V2, Silo V2, SparkLend, Radiant V2, Benqi, dForce,
// Compound V3 USDT) show
// the capture's APY; the devnet's contract at each row's address must pay exactly that. A day of chain time passes
// and the growth of one unit of each pool's receipt, read from the contract, is annualized: it rounds to the APY
// the list shows (two decimals, formatApy).
import { LIQUIDITY_PROVIDER } from '@fin/devnet/accounts';
import type { CapturedVenue } from '@fin/shared/domain/deposit/captured-venue';
import { CAPTURED_VENUES } from '@fin/shared/domain/deposit/venues';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { AllStablecoinsResponse } from '@fin/shared/schemas/yields';
import { type Address, parseAbi } from 'viem';
import { describe, expect, it } from 'vitest';
import { moveTimeForward } from '../support/devnet';
import { devnetAppForFile } from '../support/devnet-app';
import { getJson } from '../support/test-app';

const DAY_S = 86_400;
const YEAR_S = 31_536_000;
/** Half the last shown digit: a realized APY within this of the listed one shows as the same number. */
const ROUNDING = 0.005;

const receiptValueAbi = parseAbi([
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function getReserveNormalizedIncome(address asset) view returns (uint256)',
  'function exchangeRateCurrent() view returns (uint256)',
  'function balanceOf(address) view returns (uint256)',
]);

const app = devnetAppForFile();

/** What one receipt unit is worth now, in the contract's own fixed point, and the block time it was read at. */
async function receiptValue(v: CapturedVenue): Promise<{ value: bigint; time: bigint }> {
  const client = app.net.devnet.publicClient(v.chainId);
  const block = await client.getBlock();
  const at = { blockNumber: block.number };
  let value: bigint;
  if (v.shape === 'erc4626') {
    value = await client.readContract({
      address: v.pool,
      abi: receiptValueAbi,
      functionName: 'convertToAssets',
      args: [10n ** 24n],
      ...at,
    });
  } else if (v.shape === 'aave-pool') {
    const asset = getTokenAddress(v.asset, v.chainId) as Address;
    value = await client.readContract({
      address: v.pool,
      abi: receiptValueAbi,
      functionName: 'getReserveNormalizedIncome',
      args: [asset],
      ...at,
    });
  } else if (v.shape === 'comet') {
    // A Comet's balances grow with its supply index: the seed's lender holds one in each.
    value = await client.readContract({
      address: v.pool,
      abi: receiptValueAbi,
      functionName: 'balanceOf',
      args: [LIQUIDITY_PROVIDER.address],
      ...at,
    });
  } else {
    value = await client.readContract({
      address: v.pool,
      abi: receiptValueAbi,
      functionName: 'exchangeRateCurrent',
      ...at,
    });
  }
  return { value, time: block.timestamp };
}

describe('captured venues on the devnet', () => {
  it('each earns, over a day of chain time, the APY its row shows, to the list’s rounding', async () => {
    const body = (await getJson(`${app.api.url}/api/defi/all-stablecoins?refresh=true`))
      .body as unknown as AllStablecoinsResponse;
    const before = await Promise.all(CAPTURED_VENUES.map(receiptValue));
    await moveTimeForward(app.net, DAY_S);
    const after = await Promise.all(CAPTURED_VENUES.map(receiptValue));
    const lines: string[] = [];
    CAPTURED_VENUES.forEach((v, i) => {
      const row = body.data.find((o) => o.id === v.poolId);
      const name = `${v.protocolSlug} ${v.asset} on ${v.chainId}`;
      expect(row?.poolAddress?.toLowerCase(), name).toBe(v.pool.toLowerCase());
      const was = before[i] as { value: bigint; time: bigint };
      const now = after[i] as { value: bigint; time: bigint };
      const growth = Number(now.value - was.value) / Number(was.value);
      const realized = (Math.exp(Math.log1p(growth) * (YEAR_S / Number(now.time - was.time))) - 1) * 100;
      lines.push(`${name}: listed ${row?.apy}, realized ${realized.toFixed(4)}`);
      expect(Math.abs(realized - (row?.apy ?? Number.NaN)), name).toBeLessThanOrEqual(ROUNDING);
    });
    console.info(lines.join('\n'));
  });
});
