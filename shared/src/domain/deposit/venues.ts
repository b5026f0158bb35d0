// The rows of the yields capture Fin deposits into beyond its live pools: each is a DefiLlama pool id tied to the
// contract a deposit is sent to and the receipt the wallet holds afterwards, with the published source that names
// the address. DefiLlama's /pools gives no contract address (its `pool` is a UUID), so a row is depositable only when
// a protocol's own address list (or an integration that cites it) names its contract; nothing here is guessed.
//
// Three contract shapes cover them (see deposit-plan.ts and withdraw-plan.ts for the calls):
// - 'erc4626': the pool IS the receipt (Spark Savings V2 vaults, Euler V2 vaults, Silo V2 silos);
// - 'aave-pool': an Aave-style Pool takes the deposit and mints an aToken-like receipt (SparkLend: Aave V3's
//   supply; Radiant V2: Aave V2's deposit, which Aave V3 keeps too);
// - 'compound-market': the market token IS the receipt (Benqi qiTokens: Compound V2's mint(uint); dForce
//   iTokens: mint(address,uint)).
import type { Address } from 'viem';
import { ARBITRUM_ID, AVALANCHE_ID, BASE_ID, ETHEREUM_ID } from '../chains/chains';
import type { ReceiptAsset } from '../money/tokens';

export type VenueShape = 'erc4626' | 'aave-pool' | 'compound-market';

export type CapturedVenue = {
  /** DefiLlama pool id of the row in the capture. */
  poolId: string;
  protocolSlug: string;
  chainId: number;
  asset: 'USDC' | 'USDT' | 'DAI';
  shape: VenueShape;
  /** The contract a deposit is sent to (vault, Pool, market token). */
  pool: Address;
  /** Symbol of the receipt in RECEIPT_TOKENS (tokens.ts). */
  receipt: string;
};

// Sources (commits are the versions read), named beside each venue below. Kept as comments: the registry ships in
// every app, and these lines are for the people who check an address, not for the page.
// SPARK_ETH: github.com/sparkdotfi/spark-address-registry src/Ethereum.sol @029397c9 (SPARK_VAULT_V2_*)
// SPARK_AVA: github.com/sparkdotfi/spark-address-registry src/Avalanche.sol @03507c73 (SPARK_VAULT_V2_SPUSDC)
// SPARKLEND: github.com/sparkdotfi/spark-address-registry src/SparkLend.sol @2934ba2a (POOL, USDC_SPTOKEN, USDT_SPTOKEN)
// RADIANT_ARB: docs.radiant.capital Arbitrum contracts (LendingPool), as copied in EmberAGI/arbitrum-vibekit radiant.config.ts; rUSDC from Centic-io/defi-state-querier radiant_arbitrum.py reservesList
// RADIANT_BASE: Centic-io/defi-state-querier base/radiant_v2_base.py (Radiant V2 Lending Pool, USDC tToken)
// BENQI: Benqi core markets as listed by integrations citing docs.benqi.fi/resources/contracts (qiUSDCn, qiUSDTn: "native")
// DFORCE: github.com/dforce-network/LendingContractsV2 DeployedAddresses.md @58061348 (General Pool)
// EULER_AVA: Euler V2 eUSDC-19 vault on Avalanche, app.euler.finance/positions/…/0x37ca03aD…?network=avalanche, as cited by public fork tests
// SILO_AVA: Silo V2 savUSD/USDC market 142 (app.silo.finance/markets/avalanche/savusd-usdc-142), USDC silo as listed by SnowMind’s published contract table

export const CAPTURED_VENUES: readonly CapturedVenue[] = [
  // --- ERC-4626 ---
  // Source: SPARK_ETH
  {
    poolId: 'c5c74dd1-995c-4445-9d84-3e710bad7d52',
    protocolSlug: 'spark-savings',
    chainId: ETHEREUM_ID,
    asset: 'USDC',
    shape: 'erc4626',
    pool: '0x28B3a8fb53B741A8Fd78c0fb9A6B2393d896a43d',
    receipt: 'spUSDC',
  },
  // Source: SPARK_ETH
  {
    poolId: 'a5d67f7e-5b51-4a9d-969d-caf051a7f5a4',
    protocolSlug: 'spark-savings',
    chainId: ETHEREUM_ID,
    asset: 'USDT',
    shape: 'erc4626',
    pool: '0xe2e7a17dFf93280dec073C995595155283e3C372',
    receipt: 'spUSDT',
  },
  // Source: SPARK_AVA
  {
    poolId: 'e96cbd55-a0a0-446a-89ba-ada6e2991d50',
    protocolSlug: 'spark-savings',
    chainId: AVALANCHE_ID,
    asset: 'USDC',
    shape: 'erc4626',
    pool: '0x1b992302652A92611DCd5090D1Cb388C6377f455',
    receipt: 'spUSDC',
  },
  // Source: EULER_AVA
  {
    poolId: '059fa0e6-7402-498c-bfa8-561baf4e82ec',
    protocolSlug: 'euler-v2',
    chainId: AVALANCHE_ID,
    asset: 'USDC',
    shape: 'erc4626',
    pool: '0x37ca03aD51B8ff79aAD35FadaCBA4CEDF0C3e74e',
    receipt: 'eUSDC-19',
  },
  // Source: SILO_AVA
  {
    poolId: '7cee66c5-4e83-4beb-8b4d-2c2fd62813c5',
    protocolSlug: 'silo-v2',
    chainId: AVALANCHE_ID,
    asset: 'USDC',
    shape: 'erc4626',
    pool: '0x606fe9a70338e798a292CA22C1F28C829F24048E',
    receipt: 'bUSDC-142',
  },
  // --- Aave-style pools ---
  // Source: SPARKLEND
  {
    poolId: '65ce8276-b4d9-41ba-9f6f-21fc374cf9bc',
    protocolSlug: 'sparklend',
    chainId: ETHEREUM_ID,
    asset: 'USDC',
    shape: 'aave-pool',
    pool: '0xC13e21B648A5Ee794902342038FF3aDAB66BE987',
    receipt: 'spEthUSDC',
  },
  // Source: SPARKLEND
  {
    poolId: '8fbe28b8-140d-4e37-8804-5d2aba4daded',
    protocolSlug: 'sparklend',
    chainId: ETHEREUM_ID,
    asset: 'USDT',
    shape: 'aave-pool',
    pool: '0xC13e21B648A5Ee794902342038FF3aDAB66BE987',
    receipt: 'spEthUSDT',
  },
  // Source: RADIANT_ARB
  {
    poolId: 'ba37b7ae-e0b0-4bf0-94ee-bcf3dd09d194',
    protocolSlug: 'radiant-v2',
    chainId: ARBITRUM_ID,
    asset: 'USDC',
    shape: 'aave-pool',
    pool: '0xE23B4AE3624fB6f7cDEF29bC8EAD912f1Ede6886',
    receipt: 'rUSDC',
  },
  // Source: RADIANT_BASE
  {
    poolId: 'e5adf719-d8e7-4b36-a603-ed288483d13a',
    protocolSlug: 'radiant-v2',
    chainId: BASE_ID,
    asset: 'USDC',
    shape: 'aave-pool',
    pool: '0x30798cFe2CCa822321ceed7e6085e633aAbC492F',
    receipt: 'rUSDC',
  },
  // --- Compound-style markets ---
  // Source: BENQI
  {
    poolId: 'ff59b165-64e0-4868-a6db-6049b5135358',
    protocolSlug: 'benqi-lending',
    chainId: AVALANCHE_ID,
    asset: 'USDC',
    shape: 'compound-market',
    pool: '0xB715808a78F6041E46d61Cb123C9B4A27056AE9C',
    receipt: 'qiUSDCn',
  },
  // Source: BENQI
  {
    poolId: 'd5e3d09c-f681-46cb-932c-8d6fe1ff1487',
    protocolSlug: 'benqi-lending',
    chainId: AVALANCHE_ID,
    asset: 'USDT',
    shape: 'compound-market',
    pool: '0xd8fcDa6ec4Bdc547C0827B8804e89aCd817d56EF',
    receipt: 'qiUSDTn',
  },
  // Source: DFORCE
  {
    poolId: 'dcd35b19-aaf6-486e-ada7-fba8767ab757',
    protocolSlug: 'dforce-lending',
    chainId: ETHEREUM_ID,
    asset: 'USDC',
    shape: 'compound-market',
    pool: '0x2f956b2f801c6dad74E87E7f45c94f6283BF0f45',
    receipt: 'iUSDC',
  },
  // Source: DFORCE
  {
    poolId: '8ca17fc6-018b-46d4-9bfb-f2b5e981a0fb',
    protocolSlug: 'dforce-lending',
    chainId: ETHEREUM_ID,
    asset: 'USDT',
    shape: 'compound-market',
    pool: '0x1180c114f7fAdCB6957670432a3Cf8Ef08Ab5354',
    receipt: 'iUSDT',
  },
  // Source: DFORCE
  {
    poolId: '0e84ae63-98ff-4b67-a355-9c3e1046e95c',
    protocolSlug: 'dforce-lending',
    chainId: ETHEREUM_ID,
    asset: 'DAI',
    shape: 'compound-market',
    pool: '0x298f243aD592b6027d4717fBe9DeCda668E3c3A8',
    receipt: 'iDAI',
  },
];

const byPoolId = new Map(CAPTURED_VENUES.map((v) => [v.poolId, v]));

/** The contract a captured row deposits into, or null when no published source names it. */
export function capturedPoolAddress(poolId: string): Address | null {
  return byPoolId.get(poolId)?.pool ?? null;
}

/** The Aave-style pools of the captured venues, by protocol and chain (the withdraw side needs the Pool). */
export function capturedAavePool(protocolSlug: string, chainId: number): Address | undefined {
  return CAPTURED_VENUES.find(
    (v) => v.shape === 'aave-pool' && v.protocolSlug === protocolSlug && v.chainId === chainId,
  )?.pool;
}

type VenueReceiptSpec = Omit<ReceiptAsset, 'type' | 'addresses'>;

function receipt(spec: VenueReceiptSpec): ReceiptAsset {
  const addresses: Partial<Record<number, Address>> = {};
  for (const v of CAPTURED_VENUES) {
    if (v.receipt !== spec.symbol) continue;
    // The receipt of an ERC-4626 vault or a market token is the pool itself; an Aave-style receipt is listed below.
    addresses[v.chainId] = v.shape === 'aave-pool' ? AAVE_STYLE_RECEIPTS[v.receipt]?.[v.chainId] : v.pool;
  }
  return { ...spec, type: 'receipt', addresses };
}

/** aToken-like receipts of the Aave-style pools (same sources as their pools). */
const AAVE_STYLE_RECEIPTS: Record<string, Partial<Record<number, Address>>> = {
  spEthUSDC: { [ETHEREUM_ID]: '0x377C3bd93f2a2984E1E7bE6A5C22c525eD4A4815' },
  spEthUSDT: { [ETHEREUM_ID]: '0xe7dF13b8e3d6740fe17CBE928C7334243d86c92f' },
  rUSDC: {
    [ARBITRUM_ID]: '0xb1D71c15D7c00A1b38C7ad182FA49889A70DB4be',
    [BASE_ID]: '0xC2dDb87Da8F16f1c3983Fa7112419A1381919b14',
  },
};

/** Receipts the wallet holds after a deposit into a captured venue; the portfolio reads them like any receipt. */
export const VENUE_RECEIPTS: readonly ReceiptAsset[] = [
  receipt({
    symbol: 'spUSDC',
    name: 'Spark Savings USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Spark Savings',
    conversion: 'erc4626',
  }),
  receipt({
    symbol: 'spUSDT',
    name: 'Spark Savings USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'Spark Savings',
    conversion: 'erc4626',
  }),
  receipt({
    symbol: 'eUSDC-19',
    name: 'Euler V2 eUSDC-19',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Euler V2',
    conversion: 'erc4626',
  }),
  receipt({
    symbol: 'bUSDC-142',
    name: 'Silo V2 USDC (market 142)',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Silo V2',
    conversion: 'erc4626',
  }),
  receipt({
    symbol: 'spEthUSDC',
    name: 'SparkLend USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'SparkLend',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'spEthUSDT',
    name: 'SparkLend USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'SparkLend',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'rUSDC',
    name: 'Radiant V2 USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Radiant V2',
    conversion: 'rebasing',
  }),
  receipt({
    symbol: 'qiUSDCn',
    name: 'Benqi USDC',
    decimals: 8,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'Benqi',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'qiUSDTn',
    name: 'Benqi USDT',
    decimals: 8,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'Benqi',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'iUSDC',
    name: 'dForce USDC',
    decimals: 6,
    priceFeedId: 'usd-coin',
    underlyingAsset: 'USDC',
    protocol: 'dForce',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'iUSDT',
    name: 'dForce USDT',
    decimals: 6,
    priceFeedId: 'tether',
    underlyingAsset: 'USDT',
    protocol: 'dForce',
    conversion: 'ctoken',
  }),
  receipt({
    symbol: 'iDAI',
    name: 'dForce DAI',
    decimals: 18,
    priceFeedId: 'dai',
    underlyingAsset: 'DAI',
    protocol: 'dForce',
    conversion: 'ctoken',
  }),
];
