// Touches every live lending market once the chain has reached wall-clock time. Aave's liquidity index, a Comet's
// supply index and a Compound V2 market's exchange rate grow linearly from their last update; untouched since the
// seed, a month back, the next day would earn a little less than the APY the list reads from their rates (live
// markets are touched every block). One call each: a 1-unit withdraw by the lender (Aave has no bare accrual).
import { AAVE_V3_POOL, COMPOUND_V3_COMET_USDC, MOONWELL_MUSDC } from '@fin/shared/domain/chains/contracts';
import { cometAbi, mTokenAbi, poolAbi } from '../abis';
import { LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, send } from '../chain-context';
import { listedReserves } from './aave';

export async function touchLendingMarkets(ctx: ChainContext): Promise<void> {
  const lender = LIQUIDITY_PROVIDER.address;
  const pool = AAVE_V3_POOL[ctx.chainId];
  for (const r of pool ? listedReserves(ctx.chainId) : []) {
    await send(ctx, lender, pool!, poolAbi, 'withdraw', [r.asset, 1n, lender]);
  }
  const comet = COMPOUND_V3_COMET_USDC[ctx.chainId];
  if (comet) await send(ctx, lender, comet, cometAbi, 'accrueAccount', [lender]);
  const mToken = MOONWELL_MUSDC[ctx.chainId];
  if (mToken) await send(ctx, lender, mToken, mTokenAbi, 'accrueInterest', []);
}
