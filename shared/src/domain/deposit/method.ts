// Which deposit method a yields row takes and whether Fin can send it, without the encoders: the yields list
// marks and filters rows with it on its first screen, where viem is not loaded (deposit-plan.ts builds the calls).
import { getTokenAddress } from '../money/tokens';

// One path per contract shape: Aave-style pools ('aave-v3' supply: Aave V3, SparkLend; 'aave-v2' deposit: Radiant),
// Comet ('compound-v3'), Compound V2 markets ('moonwell' mint(uint): Moonwell, Benqi; 'dforce' mint(address,uint)),
// ERC-4626 vaults ('erc4626': sDAI, Spark Savings, Euler V2, Silo V2; 'morpho-vault' is the same call with Morpho's
// pause after approving).
export type DepositMethod =
  | 'aave-v3'
  | 'aave-v2'
  | 'compound-v3'
  | 'moonwell'
  | 'dforce'
  | 'morpho-vault'
  | 'erc4626'
  | 'aerodrome'
  | 'beefy'
  | 'native-transfer'
  | 'generic';

/** Assets deposited by sending the native coin itself (ETH, stETH, rETH): a plain value transfer, no approval. */
const VALUE_TRANSFER_ASSETS = new Set(['ETH', 'STETH', 'RETH']);

/** The deposit method for an opportunity, from its DefiLlama project slug, protocol name and asset. */
export function depositMethod(o: { protocolSlug: string; protocol: string; asset: string }): DepositMethod {
  const slug = o.protocolSlug.toLowerCase();
  const name = o.protocol.toLowerCase();
  if (VALUE_TRANSFER_ASSETS.has(o.asset.toUpperCase())) return 'native-transfer';
  // SparkLend is an Aave V3 deployment: same Pool.supply.
  if (slug === 'aave-v3' || slug === 'sparklend' || name === 'aave v3') return 'aave-v3';
  if (slug === 'compound-v3' || name === 'compound v3') return 'compound-v3';
  if (slug.startsWith('radiant')) return 'aave-v2';
  // Benqi's qiTokens are Compound V2 markets, as Moonwell's mTokens are: the same mint(uint).
  if (slug.startsWith('moonwell') || name === 'moonwell' || slug === 'benqi-lending') return 'moonwell';
  if (slug === 'dforce-lending') return 'dforce';
  if (slug === 'euler-v2' || slug === 'silo-v2') return 'erc4626';
  if (slug.startsWith('morpho') || name.startsWith('morpho')) return 'morpho-vault';
  // MakerDAO / Sky savings (sDAI) and Spark savings vaults are ERC-4626.
  if (
    slug === 'sky-lending' ||
    slug === 'spark-savings' ||
    slug.startsWith('makerdao') ||
    name.includes('sdai')
  ) {
    return 'erc4626';
  }
  if (slug.startsWith('aerodrome')) return 'aerodrome';
  if (slug.startsWith('beefy')) return 'beefy';
  return 'generic';
}

/** The deposit methods Fin sends (the others are the spec's placeholders, never depositable). */
export const INTEGRATED_METHODS: ReadonlySet<DepositMethod> = new Set<DepositMethod>([
  'aave-v3',
  'aave-v2',
  'compound-v3',
  'moonwell',
  'dforce',
  'morpho-vault',
  'erc4626',
]);

/**
 * Pools whose deposit token is not the registry token of the listed asset. Polygon's Compound V3 "USDC" market
 * takes bridged USDC.e (0x2791…4174), which the wallet does not hold and CCTP does not mint: a deposit of USDC
 * reverts (BadAsset).
 */
const OTHER_BASE_TOKEN: ReadonlyMap<string, string> = new Map([['compound-v3:137:USDC', 'USDC.e']]);

const baseTokenKey = (method: DepositMethod, o: { chainId: number; asset: string }) =>
  `${method}:${o.chainId}:${o.asset.toUpperCase()}`;

/** The token a pool really takes when it is not the listed asset's registry token ('USDC.e'), else undefined. */
export function otherBaseToken(o: Omit<DepositableInput, 'poolAddress'>): string | undefined {
  return OTHER_BASE_TOKEN.get(baseTokenKey(depositMethod(o), o));
}

/** A contract address a deposit can go to: 20 bytes of hex, not the zero address. */
function isContractAddress(value: string | null | undefined): value is string {
  return !!value && /^0x[0-9a-fA-F]{40}$/.test(value) && !/^0x0{40}$/.test(value);
}

export type DepositableInput = {
  protocolSlug: string;
  protocol: string;
  asset: string;
  chainId: number;
  poolAddress: string | null;
};

/** True when Fin can send a deposit into this row: its contract is known, its shape integrated, its token listed. */
export function depositableWithFin(o: DepositableInput): boolean {
  if (!isContractAddress(o.poolAddress)) return false;
  const method = depositMethod(o);
  if (!INTEGRATED_METHODS.has(method) || OTHER_BASE_TOKEN.has(baseTokenKey(method, o))) return false;
  return getTokenAddress(o.asset, o.chainId) !== undefined;
}
