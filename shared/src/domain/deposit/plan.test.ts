import { type Address, decodeFunctionData } from 'viem';
import { describe, expect, it } from 'vitest';
import {
  AAVE_V2_POOL_ABI,
  AAVE_V3_POOL_ABI,
  AERODROME_DEPOSIT_ABI,
  COMPOUND_V3_COMET_ABI,
  DFORCE_ITOKEN_ABI,
  ERC20_DEPOSIT_ABI,
  ERC4626_ABI,
  MOONWELL_MTOKEN_ABI,
  SINGLE_AMOUNT_DEPOSIT_ABI,
} from './abis';
import { buildDepositPlan, type DepositMethod, depositMethod } from './plan';

const USER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const USDC_BASE: Address = '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913';
const AAVE_POOL_BASE: Address = '0xA238Dd80C259a72e81d7e4664a9801593F98d1c5';

const plan = (method: DepositMethod, allowance = 0n, amount = 250_000_000n) =>
  buildDepositPlan({
    method,
    protocol: 'P',
    asset: 'USDC',
    pool: AAVE_POOL_BASE,
    token: USDC_BASE,
    amount,
    user: USER,
    allowance,
  });

describe('deposit method by protocol', () => {
  it.each([
    [{ protocolSlug: 'aave-v3', protocol: 'Aave V3', asset: 'USDC' }, 'aave-v3'],
    [{ protocolSlug: 'sparklend', protocol: 'SparkLend', asset: 'DAI' }, 'aave-v3'],
    [{ protocolSlug: 'compound-v3', protocol: 'Compound V3', asset: 'USDC' }, 'compound-v3'],
    [{ protocolSlug: 'moonwell-lending', protocol: 'Moonwell', asset: 'USDC' }, 'moonwell'],
    [{ protocolSlug: 'morpho-blue', protocol: 'Morpho Blue', asset: 'USDC' }, 'morpho-vault'],
    [{ protocolSlug: 'sky-lending', protocol: 'Sky (sDAI)', asset: 'DAI' }, 'erc4626'],
    [{ protocolSlug: 'aerodrome-v1', protocol: 'Aerodrome', asset: 'USDC' }, 'aerodrome'],
    [{ protocolSlug: 'beefy', protocol: 'Beefy', asset: 'USDC' }, 'beefy'],
    [{ protocolSlug: 'lido', protocol: 'Lido', asset: 'stETH' }, 'native-transfer'],
    [{ protocolSlug: 'euler-v2', protocol: 'Euler V2', asset: 'USDC' }, 'erc4626'],
    [{ protocolSlug: 'silo-v2', protocol: 'Silo V2', asset: 'USDC' }, 'erc4626'],
    [{ protocolSlug: 'spark-savings', protocol: 'Spark Savings', asset: 'USDT' }, 'erc4626'],
    [{ protocolSlug: 'radiant-v2', protocol: 'Radiant V2', asset: 'USDC' }, 'aave-v2'],
    [{ protocolSlug: 'benqi-lending', protocol: 'Benqi', asset: 'USDC' }, 'moonwell'],
    [{ protocolSlug: 'dforce-lending', protocol: 'dForce', asset: 'DAI' }, 'dforce'],
    [{ protocolSlug: 'ajna-v2', protocol: 'Ajna', asset: 'USDC' }, 'generic'],
  ] as const)('%o -> %s', (o, method) => {
    expect(depositMethod(o)).toBe(method);
  });
});

describe('deposit plan', () => {
  it('Aave V3: approve then supply(asset, amount, onBehalfOf = user, referral 0)', () => {
    const [approve, supply] = plan('aave-v3');
    expect(approve?.to).toBe(USDC_BASE);
    expect(decodeFunctionData({ abi: ERC20_DEPOSIT_ABI, data: approve!.data }).args).toEqual([
      AAVE_POOL_BASE,
      250_000_000n,
    ]);
    expect(supply?.to).toBe(AAVE_POOL_BASE);
    const call = decodeFunctionData({ abi: AAVE_V3_POOL_ABI, data: supply!.data });
    expect(call.functionName).toBe('supply');
    expect(call.args).toEqual([USDC_BASE, 250_000_000n, USER, 0]);
  });

  it('skips the approval when the allowance already covers the amount', () => {
    expect(plan('aave-v3', 250_000_000n).map((t) => t.kind)).toEqual(['deposit']);
    expect(plan('aave-v3', 249_999_999n).map((t) => t.kind)).toEqual(['approve', 'deposit']);
  });

  it('Compound V3: supply(asset, amount)', () => {
    const call = decodeFunctionData({ abi: COMPOUND_V3_COMET_ABI, data: plan('compound-v3')[1]!.data });
    expect(call.args).toEqual([USDC_BASE, 250_000_000n]);
  });

  it('Moonwell: approve (2 s wait) then mint, with no fixed gas limit', () => {
    const [approve, mint] = plan('moonwell');
    expect([approve?.waitAfterMs, 'gas' in (mint ?? {})]).toEqual([2000, false]);
    expect(decodeFunctionData({ abi: MOONWELL_MTOKEN_ABI, data: mint!.data }).args).toEqual([250_000_000n]);
  });

  it('Morpho vault: approve (3 s wait) then deposit(assets, receiver), never with a fixed 250000 gas limit', () => {
    const [approve, deposit] = plan('morpho-vault');
    // A fixed 250000 ran out of gas on every MetaMorpho deposit (258k-419k used): the runner estimates instead.
    expect([approve?.waitAfterMs, 'gas' in (deposit ?? {})]).toEqual([3000, false]);
    expect(decodeFunctionData({ abi: ERC4626_ABI, data: deposit!.data }).args).toEqual([250_000_000n, USER]);
  });

  it('sDAI-style: deposit(assets, receiver); Aerodrome: deposit(amount, 0); Beefy and others: deposit(amount)', () => {
    expect(decodeFunctionData({ abi: ERC4626_ABI, data: plan('erc4626')[1]!.data }).args).toEqual([
      250_000_000n,
      USER,
    ]);
    expect(decodeFunctionData({ abi: AERODROME_DEPOSIT_ABI, data: plan('aerodrome')[1]!.data }).args).toEqual(
      [250_000_000n, 0n],
    );
    for (const m of ['beefy', 'generic'] as const) {
      expect(decodeFunctionData({ abi: SINGLE_AMOUNT_DEPOSIT_ABI, data: plan(m)[1]!.data }).args).toEqual([
        250_000_000n,
      ]);
    }
  });

  it("Radiant: Aave V2's deposit(asset, amount, onBehalfOf, 0); dForce: mint(recipient, amount)", () => {
    const [, deposit] = plan('aave-v2');
    const decoded = decodeFunctionData({ abi: AAVE_V2_POOL_ABI, data: deposit!.data });
    expect([decoded.functionName, decoded.args.slice(1)]).toEqual(['deposit', [250_000_000n, USER, 0]]);
    expect(decodeFunctionData({ abi: DFORCE_ITOKEN_ABI, data: plan('dforce')[1]!.data }).args).toEqual([
      USER,
      250_000_000n,
    ]);
  });

  it('native deposits are one plain value transfer', () => {
    const txs = buildDepositPlan({
      method: 'native-transfer',
      protocol: 'Lido',
      asset: 'ETH',
      pool: AAVE_POOL_BASE,
      amount: 10n ** 18n,
      user: USER,
      allowance: 0n,
    });
    expect(txs).toEqual([
      {
        kind: 'deposit',
        label: 'Depositing ETH to Lido...',
        to: AAVE_POOL_BASE,
        data: '0x',
        value: 10n ** 18n,
      },
    ]);
  });

  it('refuses an ERC-20 deposit without a token address', () => {
    expect(() =>
      buildDepositPlan({
        method: 'aave-v3',
        protocol: 'Aave V3',
        asset: 'USDC',
        pool: AAVE_POOL_BASE,
        amount: 1n,
        user: USER,
        allowance: 0n,
      }),
    ).toThrow('USDC has no token address');
  });
});
