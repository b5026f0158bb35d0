// Deploys every contract on one chain and seeds it, with deterministic block timestamps: each seed block is
// one second after the previous, then one fixed jump of SEED_HISTORY_SECONDS lands the chain on wall-clock
// time with a month of interest accrued. Same command, same balances.
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { AGENT_ACCOUNT, DEMO_ACCOUNT, FACILITATOR_ACCOUNT, FORWARDER_ACCOUNT } from './accounts';
import type { ChainContext } from './chain-context';
import { placeDelegationFramework } from './delegation/framework';
import { deployAave, seedAave } from './protocols/aave';
import { deployCctp, deployMulticall } from './protocols/cctp';
import { deployCompound, seedCompound } from './protocols/compound';
import { deployMoonwell, seedMoonwell } from './protocols/moonwell';
import { deployMorpho } from './protocols/morpho';
import { seedMorpho } from './protocols/morpho-seed';
import { deploySky, seedSky } from './protocols/sky';
import { deployTokens, faucet, POLYGON_USDC_E, units } from './protocols/tokens';
import { touchLendingMarkets } from './protocols/touch';
import { deployVenues, seedVenueBorrowers, seedVenues } from './protocols/venues';

/** Seconds reserved for the seed's one-second blocks. */
export const SEED_WINDOW_SECONDS = 3_600;
/** Interest history the seed gives every position before the chain reaches wall-clock time. */
export const SEED_HISTORY_SECONDS = 30 * 86_400;

export function genesisTimestampFor(nowSeconds: number): number {
  return nowSeconds - SEED_HISTORY_SECONDS - SEED_WINDOW_SECONDS;
}

/** Stablecoins the demo wallet holds (besides its positions) on every chain where the token exists. */
export const DEMO_WALLET_HOLDINGS = { USDC: 25_000, USDT: 10_000, DAI: 5_000, PYUSD: 2_500 } as const;

async function seedDemoWallet(ctx: ChainContext): Promise<void> {
  for (const [symbol, amount] of Object.entries(DEMO_WALLET_HOLDINGS)) {
    const token = getTokenAddress(symbol, ctx.chainId);
    if (!token) continue;
    await faucet(ctx, token, DEMO_ACCOUNT.address, units(amount, symbol === 'DAI' ? 18 : 6));
  }
  if (ctx.chainId === 137) await faucet(ctx, POLYGON_USDC_E, DEMO_ACCOUNT.address, units(1_000, 6));
}

/** What the agent wallet holds on Base: USDC for paid reports and a little ETH (x402 payments cost it no gas). */
export const AGENT_WALLET_HOLDINGS = { USDC: 10, ETH: 0.05 } as const;

/** x402 settles on Base only: the agent wallet gets its USDC there, the facilitator its gas money. */
async function seedX402Accounts(ctx: ChainContext): Promise<void> {
  if (ctx.chainId !== 8453) return;
  const usdc = getTokenAddress('USDC', ctx.chainId);
  if (!usdc) throw new Error('Base has no USDC in the registry');
  await faucet(ctx, usdc, AGENT_ACCOUNT.address, units(AGENT_WALLET_HOLDINGS.USDC, 6));
  await ctx.testClient.setBalance({
    address: AGENT_ACCOUNT.address,
    value: units(AGENT_WALLET_HOLDINGS.ETH, 18),
  });
  await ctx.testClient.setBalance({ address: FACILITATOR_ACCOUNT.address, value: units(10, 18) });
}

export async function deployChain(ctx: ChainContext, opts: { cctpMinFee?: bigint } = {}): Promise<void> {
  await deployMulticall(ctx);
  await deployTokens(ctx);
  await deployCctp(ctx, { minFee: opts.cctpMinFee });
  await deployAave(ctx);
  await deployCompound(ctx);
  await deployMoonwell(ctx);
  await deployMorpho(ctx);
  await deploySky(ctx);
  await deployVenues(ctx);
  await placeDelegationFramework(ctx);
}

export async function seedChain(ctx: ChainContext): Promise<void> {
  await seedDemoWallet(ctx);
  await seedX402Accounts(ctx);
  await seedAave(ctx);
  await seedCompound(ctx);
  await seedMoonwell(ctx);
  await seedMorpho(ctx);
  await seedSky(ctx);
  await seedVenues(ctx);
}

export async function setupChain(
  ctx: ChainContext,
  opts: { seed: boolean; genesisTimestamp: number; cctpMinFee?: bigint },
): Promise<void> {
  await ctx.testClient.setBlockTimestampInterval({ interval: 1 });
  await deployChain(ctx, opts);
  // Circle's Forwarding Service mints on every chain from its own account: it needs gas everywhere.
  await ctx.testClient.setBalance({ address: FORWARDER_ACCOUNT.address, value: units(10, 18) });
  if (opts.seed) await seedChain(ctx);
  await ctx.testClient.removeBlockTimestampInterval();
  const last = await ctx.publicClient.getBlock();
  const arrival = opts.genesisTimestamp + SEED_WINDOW_SECONDS + SEED_HISTORY_SECONDS;
  if (Number(last.timestamp) >= opts.genesisTimestamp + SEED_WINDOW_SECONDS) {
    throw new Error(`${ctx.name}: seed used more than ${SEED_WINDOW_SECONDS} blocks`);
  }
  // An exact next timestamp also re-anchors anvil's clock: later blocks follow wall-clock time from here.
  await ctx.testClient.setNextBlockTimestamp({ timestamp: BigInt(arrival) });
  await ctx.testClient.mine({ blocks: 1 });
  // The captured venues' borrowers come at wall-clock time, so those pools pay the rate the list shows from now;
  // one-second blocks again, so their balances are the same on every start.
  if (!opts.seed) return;
  await ctx.testClient.setBlockTimestampInterval({ interval: 1 });
  await seedVenueBorrowers(ctx);
  await touchLendingMarkets(ctx);
  await ctx.testClient.removeBlockTimestampInterval();
}
