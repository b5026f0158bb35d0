// sDAI savings vault on Ethereum: 5% a year, compounded per second, funded by DAI the vault mints.
import { SDAI } from '@fin/shared/domain/chains/contracts';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import { savingsDaiAbi } from '../abis';
import { DEPLOYER, LIQUIDITY_PROVIDER } from '../accounts';
import { type ChainContext, placeCode, send } from '../chain-context';
import { approveMax, faucet, units } from './tokens';

/** Per-second ray factor of a 5% yearly savings rate (MakerDAO's published DSR constant for 5%). */
export const DSR_5_PERCENT = 1_000_000_001_547_125_957_863_212_448n;
const LENDER_DEPOSIT = 500_000;

export async function deploySky(ctx: ChainContext): Promise<void> {
  const dai = getTokenAddress('DAI', ctx.chainId);
  if (ctx.chainId !== 1 || !dai) return;
  await placeCode(ctx, SDAI, 'SavingsDai');
  await send(ctx, DEPLOYER.address, SDAI, savingsDaiAbi, 'initialize', [
    DEPLOYER.address,
    dai,
    DSR_5_PERCENT,
  ]);
}

export async function seedSky(ctx: ChainContext): Promise<void> {
  const dai = getTokenAddress('DAI', ctx.chainId);
  if (ctx.chainId !== 1 || !dai) return;
  await faucet(ctx, dai, LIQUIDITY_PROVIDER.address, units(LENDER_DEPOSIT, 18));
  await approveMax(ctx, LIQUIDITY_PROVIDER.address, dai, SDAI);
  await send(ctx, LIQUIDITY_PROVIDER.address, SDAI, savingsDaiAbi, 'deposit', [
    units(LENDER_DEPOSIT, 18),
    LIQUIDITY_PROVIDER.address,
  ]);
}
