import { type Address, decodeFunctionData, maxUint256 } from 'viem';
import { describe, expect, it } from 'vitest';
import { testEntry, testMorphoPosition } from '../../../testing/portfolio-test-entries';
import {
  AAVE_V3_POOL,
  COMPOUND_V3_COMET_USDC,
  METAMORPHO_VAULTS,
  MOONWELL_MUSDC,
  MORPHO_BLUE,
  MORPHO_MARKETS,
  morphoMarketId,
  SDAI,
} from '../chains/contracts';
import { getTokenAddress } from '../money/tokens';
import { MORPHO_BLUE_ABI } from '../morpho/abi';
import {
  AAVE_V3_WITHDRAW_ABI,
  COMPOUND_V3_WITHDRAW_ABI,
  ERC4626_WITHDRAW_ABI,
  MOONWELL_REDEEM_ABI,
} from './withdraw-abis';
import { buildWithdrawPlan, sdaiVenue, withdrawVenue } from './withdraw-plan';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const usdc = (chainId: number) => getTokenAddress('USDC', chainId) as Address;

function venueOf(entry: Parameters<typeof withdrawVenue>[0]) {
  const v = withdrawVenue(entry);
  if (!v) throw new Error('no venue');
  return v;
}

describe('withdraw plans', () => {
  it('Aave V3: Pool.withdraw(asset, amount, to) to the user; everything is type(uint256).max', () => {
    const venue = venueOf(testEntry('aUSDC', 8453, '5000'));
    expect(venue).toMatchObject({
      method: 'aave-v3',
      pool: AAVE_V3_POOL[8453],
      token: usdc(8453),
      asset: 'USDC',
    });
    const [part] = buildWithdrawPlan({ venue, amount: { kind: 'amount', units: 100_000_000n }, user: USER });
    expect(part?.to).toBe(AAVE_V3_POOL[8453]);
    const call = decodeFunctionData({ abi: AAVE_V3_WITHDRAW_ABI, data: part?.data ?? '0x' });
    expect(call.functionName).toBe('withdraw');
    expect(call.args).toEqual([usdc(8453), 100_000_000n, USER]);
    const [all] = buildWithdrawPlan({ venue, amount: { kind: 'all', shares: 0n }, user: USER });
    expect(decodeFunctionData({ abi: AAVE_V3_WITHDRAW_ABI, data: all?.data ?? '0x' }).args[1]).toBe(
      maxUint256,
    );
  });

  it('Compound V3: Comet.withdraw(asset, amount) on the Comet itself; everything is type(uint256).max', () => {
    const venue = venueOf(testEntry('cUSDC', 42161, '4000'));
    expect(venue).toMatchObject({ method: 'compound-v3', pool: COMPOUND_V3_COMET_USDC[42161] });
    const [part] = buildWithdrawPlan({ venue, amount: { kind: 'amount', units: 7n }, user: USER });
    expect(decodeFunctionData({ abi: COMPOUND_V3_WITHDRAW_ABI, data: part?.data ?? '0x' }).args).toEqual([
      usdc(42161),
      7n,
    ]);
    const [all] = buildWithdrawPlan({ venue, amount: { kind: 'all', shares: 0n }, user: USER });
    expect(decodeFunctionData({ abi: COMPOUND_V3_WITHDRAW_ABI, data: all?.data ?? '0x' }).args[1]).toBe(
      maxUint256,
    );
  });

  it('Moonwell: redeemUnderlying for an amount, redeem of every mToken for everything', () => {
    const venue = venueOf(testEntry('mwUSDC', 8453, '10'));
    expect(venue).toMatchObject({ method: 'moonwell', pool: MOONWELL_MUSDC[8453] });
    const [part] = buildWithdrawPlan({ venue, amount: { kind: 'amount', units: 5_000_000n }, user: USER });
    const partCall = decodeFunctionData({ abi: MOONWELL_REDEEM_ABI, data: part?.data ?? '0x' });
    expect([partCall.functionName, partCall.args]).toEqual(['redeemUnderlying', [5_000_000n]]);
    const [all] = buildWithdrawPlan({ venue, amount: { kind: 'all', shares: 49_000_000_000n }, user: USER });
    const allCall = decodeFunctionData({ abi: MOONWELL_REDEEM_ABI, data: all?.data ?? '0x' });
    expect([allCall.functionName, allCall.args]).toEqual(['redeem', [49_000_000_000n]]);
  });

  it('Morpho vault (ERC-4626): withdraw(assets, user, user) for an amount, redeem(shares, user, user) for everything', () => {
    const vault = METAMORPHO_VAULTS.stUSDC.addresses[1];
    const venue = venueOf(testEntry('stUSDC', 1, '6000'));
    expect(venue).toMatchObject({ method: 'erc4626', pool: vault, token: usdc(1) });
    const [part] = buildWithdrawPlan({ venue, amount: { kind: 'amount', units: 1_000_000n }, user: USER });
    const partCall = decodeFunctionData({ abi: ERC4626_WITHDRAW_ABI, data: part?.data ?? '0x' });
    expect([partCall.functionName, partCall.args]).toEqual(['withdraw', [1_000_000n, USER, USER]]);
    const [all] = buildWithdrawPlan({ venue, amount: { kind: 'all', shares: 6n * 10n ** 21n }, user: USER });
    const allCall = decodeFunctionData({ abi: ERC4626_WITHDRAW_ABI, data: all?.data ?? '0x' });
    expect([allCall.functionName, allCall.args]).toEqual(['redeem', [6n * 10n ** 21n, USER, USER]]);
  });

  it('sDAI (ERC-4626) on Ethereum: DAI comes back through withdraw/redeem', () => {
    const venue = sdaiVenue(1);
    expect(venue).toMatchObject({ pool: SDAI, asset: 'DAI', token: getTokenAddress('DAI', 1) });
    expect(sdaiVenue(8453)).toBeUndefined();
    const [tx] = buildWithdrawPlan({
      venue: venue as NonNullable<typeof venue>,
      amount: { kind: 'amount', units: 10n ** 18n },
      user: USER,
    });
    expect(decodeFunctionData({ abi: ERC4626_WITHDRAW_ABI, data: tx?.data ?? '0x' }).functionName).toBe(
      'withdraw',
    );
  });

  it('Morpho Blue: withdraw(marketParams, assets, 0, user, user) for an amount, (…, 0, shares, …) for everything', () => {
    const market = MORPHO_MARKETS.find((m) => m.chainId === 8453);
    if (!market) throw new Error('no Base market');
    const venue = venueOf(testMorphoPosition(8453, '3000', morphoMarketId(market.params), market.collateral));
    expect(venue).toMatchObject({
      method: 'morpho-blue',
      pool: MORPHO_BLUE[8453],
      marketParams: market.params,
    });
    const [part] = buildWithdrawPlan({ venue, amount: { kind: 'amount', units: 2_000_000n }, user: USER });
    const partCall = decodeFunctionData({ abi: MORPHO_BLUE_ABI, data: part?.data ?? '0x' });
    expect(partCall.functionName).toBe('withdraw');
    expect(partCall.args?.slice(1)).toEqual([2_000_000n, 0n, USER, USER]);
    const [all] = buildWithdrawPlan({ venue, amount: { kind: 'all', shares: 3n * 10n ** 15n }, user: USER });
    expect(decodeFunctionData({ abi: MORPHO_BLUE_ABI, data: all?.data ?? '0x' }).args?.slice(1)).toEqual([
      0n,
      3n * 10n ** 15n,
      USER,
      USER,
    ]);
  });

  it('a wallet stablecoin is not a position, and an unknown Morpho market has no venue', () => {
    expect(withdrawVenue(testEntry('USDC', 8453, '100'))).toBeUndefined();
    expect(withdrawVenue(testMorphoPosition(8453, '1', `0x${'ab'.repeat(32)}`, 'WETH'))).toBeUndefined();
  });

  it('refuses an amount of 0 and "everything" of an empty share balance before anything is signed', () => {
    const aave = venueOf(testEntry('aUSDC', 8453, '1'));
    expect(() =>
      buildWithdrawPlan({ venue: aave, amount: { kind: 'amount', units: 0n }, user: USER }),
    ).toThrow('Enter an amount greater than 0');
    const vault = venueOf(testEntry('stUSDC', 1, '1'));
    expect(() =>
      buildWithdrawPlan({ venue: vault, amount: { kind: 'all', shares: 0n }, user: USER }),
    ).toThrow('Nothing to withdraw from Morpho Blue');
  });
});
