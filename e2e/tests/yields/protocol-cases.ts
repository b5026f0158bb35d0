// Every protocol Fin deposits into on the devnet, one case each, with how to find its pool in the served yields
// and how to value the wallet's receipt in the underlying from the chain. Shared by the deposit and withdraw specs.
import { DEMO_ACCOUNT } from '@fin/devnet/accounts';
import { buildDepositPlan, depositMethod } from '@fin/shared/domain/deposit/plan';
import { getTokenAddress } from '@fin/shared/domain/money/tokens';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { type Address, createPublicClient, http, parseAbi } from 'viem';
import { sendOnChain } from '../../fixtures/send-on-chain';

export type Case = {
  name: string;
  slug: string;
  chainId: number;
  asset: 'USDC' | 'USDT' | 'DAI';
  /** The vault's name, for the four Morpho vaults that share protocol, chain and asset. */
  vault?: string;
  /** How the receipt token is valued in the underlying. */
  receipt: 'aave' | 'comet' | 'ctoken' | 'erc4626';
  /** The symbol of the receipt's portfolio row, written out here so a receipt missing from the registry fails. */
  receiptSymbol: string;
};

export const CASES: Case[] = [
  {
    name: 'Aave V3 on Base',
    slug: 'aave-v3',
    chainId: 8453,
    asset: 'USDC',
    receipt: 'aave',
    receiptSymbol: 'aUSDC',
  },
  {
    name: 'Compound V3 on Base',
    slug: 'compound-v3',
    chainId: 8453,
    asset: 'USDC',
    receipt: 'comet',
    receiptSymbol: 'cUSDC',
  },
  {
    name: 'Moonwell on Base',
    slug: 'moonwell-lending',
    chainId: 8453,
    asset: 'USDC',
    receipt: 'ctoken',
    receiptSymbol: 'mwUSDC',
  },
  {
    name: 'Morpho Steakhouse USDC on Ethereum',
    slug: 'morpho-blue',
    chainId: 1,
    asset: 'USDC',
    vault: 'Steakhouse USDC',
    receipt: 'erc4626',
    receiptSymbol: 'stUSDC',
  },
  {
    name: 'Morpho Gauntlet USDC Prime on Ethereum',
    slug: 'morpho-blue',
    chainId: 1,
    asset: 'USDC',
    vault: 'Gauntlet USDC Prime',
    receipt: 'erc4626',
    receiptSymbol: 'gtUSDC',
  },
  {
    name: 'Morpho Steakhouse USDC on Base',
    slug: 'morpho-blue',
    chainId: 8453,
    asset: 'USDC',
    vault: 'Steakhouse USDC',
    receipt: 'erc4626',
    receiptSymbol: 'stUSDC',
  },
  {
    name: 'Morpho Moonwell Flagship USDC on Base',
    slug: 'morpho-blue',
    chainId: 8453,
    asset: 'USDC',
    vault: 'Moonwell Flagship USDC',
    receipt: 'erc4626',
    receiptSymbol: 'mwfUSDC',
  },
  {
    name: 'sDAI on Ethereum',
    slug: 'sky-lending',
    chainId: 1,
    asset: 'DAI',
    receipt: 'erc4626',
    receiptSymbol: 'sDAI',
  },
  // The captured venues (issue 30): one row of each newly depositable protocol, across the three shapes.
  {
    name: 'Spark Savings USDC on Ethereum',
    slug: 'spark-savings',
    chainId: 1,
    asset: 'USDC',
    receipt: 'erc4626',
    receiptSymbol: 'spUSDC',
  },
  {
    name: 'Euler V2 eUSDC-19 on Avalanche',
    slug: 'euler-v2',
    chainId: 43114,
    asset: 'USDC',
    receipt: 'erc4626',
    receiptSymbol: 'eUSDC-19',
  },
  {
    name: 'Euler V2 eUSDC-95 on Ethereum',
    slug: 'euler-v2',
    chainId: 1,
    asset: 'USDC',
    vault: 'EVK Vault eUSDC-95',
    receipt: 'erc4626',
    receiptSymbol: 'eUSDC-95',
  },
  {
    name: 'Silo V2 market 142 on Avalanche',
    slug: 'silo-v2',
    chainId: 43114,
    asset: 'USDC',
    receipt: 'erc4626',
    receiptSymbol: 'bUSDC-142',
  },
  {
    name: 'SparkLend USDT on Ethereum',
    slug: 'sparklend',
    chainId: 1,
    asset: 'USDT',
    receipt: 'aave',
    receiptSymbol: 'spEthUSDT',
  },
  {
    name: 'Radiant V2 USDC on Arbitrum',
    slug: 'radiant-v2',
    chainId: 42161,
    asset: 'USDC',
    receipt: 'aave',
    receiptSymbol: 'rUSDC',
  },
  {
    name: 'Compound V3 USDT on Optimism',
    slug: 'compound-v3',
    chainId: 10,
    asset: 'USDT',
    receipt: 'comet',
    receiptSymbol: 'cUSDTv3',
  },
  {
    name: 'Benqi USDC on Avalanche',
    slug: 'benqi-lending',
    chainId: 43114,
    asset: 'USDC',
    receipt: 'ctoken',
    receiptSymbol: 'qiUSDCn',
  },
  {
    name: 'dForce DAI on Ethereum',
    slug: 'dforce-lending',
    chainId: 1,
    asset: 'DAI',
    receipt: 'ctoken',
    receiptSymbol: 'iDAI',
  },
];

const receiptAbi = parseAbi([
  'function balanceOf(address) view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
]);

export function poolOf(served: YieldOpportunity[], c: Case): YieldOpportunity {
  const pool = served.find(
    (o) =>
      o.protocolSlug === c.slug &&
      o.chainId === c.chainId &&
      o.asset === c.asset &&
      !!o.poolAddress &&
      (c.vault === undefined || o.poolMeta === c.vault),
  );
  if (!pool?.poolAddress) throw new Error(`the devnet serves no integrated pool for ${c.name}`);
  return pool;
}

/** What the wallet's receipt in `pool` is worth in the underlying, read from the chain. */
export async function positionValue(rpc: string, c: Case, pool: Address, user: Address): Promise<bigint> {
  const client = createPublicClient({ transport: http(rpc), cacheTime: 0 });
  if (c.receipt === 'aave') {
    const aToken = getTokenAddress(c.receiptSymbol, c.chainId) as Address;
    return client.readContract({ address: aToken, abi: receiptAbi, functionName: 'balanceOf', args: [user] });
  }
  const held = await client.readContract({
    address: pool,
    abi: receiptAbi,
    functionName: 'balanceOf',
    args: [user],
  });
  if (c.receipt === 'comet') return held;
  if (c.receipt === 'ctoken') {
    const rate = await client.readContract({
      address: pool,
      abi: receiptAbi,
      functionName: 'exchangeRateStored',
    });
    return (held * rate) / 10n ** 18n;
  }
  return client.readContract({
    address: pool,
    abi: receiptAbi,
    functionName: 'convertToAssets',
    args: [held],
  });
}

/** Deposits `amount` into `pool` with the demo account straight on chain, as an earlier visit to Fin would have. */
export async function depositOnChain(rpc: string, c: Case, pool: Address, amount: bigint): Promise<void> {
  const txs = buildDepositPlan({
    method: depositMethod({ protocolSlug: c.slug, protocol: c.name, asset: c.asset }),
    protocol: c.name,
    asset: c.asset,
    pool,
    token: getTokenAddress(c.asset, c.chainId) as Address,
    amount,
    user: DEMO_ACCOUNT.address,
    allowance: 0n,
  });
  for (const [step, tx] of txs.entries()) {
    await sendOnChain(
      rpc,
      DEMO_ACCOUNT.privateKey,
      tx,
      `${c.name}, step ${step + 1} of ${txs.length} (${tx.label})`,
    );
  }
}
