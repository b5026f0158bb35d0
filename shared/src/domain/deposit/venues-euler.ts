// Captured rows of Euler V2 vaults (EVK vaults are ERC-4626: the pool IS the receipt). DefiLlama names each row by
// the vault's on-chain symbol ("EVK Vault eUSDC-95"); a row is listed here when Euler's own label list names the
// vault's address and a published list ties that address to the row's symbol. Sources (commits are the versions
// read); venues.ts says why they are comments:
// EULER_LABELS: github.com/euler-xyz/euler-labels 1/products.json and 8453/products.json @8e6884c4 (Euler's own list
//   of the vaults its app shows: every address below is in it)
// EULER_LENS: github.com/papercliplabs/euler-vault-explorer src/data/vault/offline/allVaultsData.ts @7f453d2e (Euler's
//   lens read of the Ethereum vaults: address, name, symbol) — eUSDC-2, eUSDT-2
// EULER_FACTORY: a public Euler V2 rate adapter listing the Ethereum vaults enumerated from the EVaultFactory
//   (getProxyListSlice) with their symbols — eUSDC-80, -70, -22, -95, eUSDT-9 (and eUSDC-2, eUSDT-2 as EULER_LENS)
// EULER_AG: AlphaGrowth's published inventory of the Euler vaults it governs (snapshot 2026-08-15, each vault's
//   governorAdmin read on chain) — Ethereum eUSDC-45, -63, -69; Base eUSDC-1, -29, -49
// Not listed (stay 'Not with Fin'): the other Euler rows — Avalanche eUSDt-3, Arbitrum eUSDC-1/-2/-5/-6, Ethereum
// eUSDC-19/-37/-42/-57/-75, eRLUSD, eUSDtb, eUSDf and the Euler Earn vaults — whose symbol no source above ties
// to an address (euler-labels lists addresses without symbols).
import { BASE_ID, ETHEREUM_ID } from '../chains/chains';
import type { CapturedVenue } from './captured-venue';

type EulerRow = [
  poolId: string,
  chainId: number,
  asset: 'USDC' | 'USDT',
  vault: `0x${string}`,
  symbol: string,
];

// [DefiLlama pool id, chain, asset, vault address, vault symbol], with the source of the symbol's address.
const ROWS: readonly EulerRow[] = [
  [
    'a0f1def1-eacd-4b3a-91a1-be9a9c0cbc2c',
    ETHEREUM_ID,
    'USDC',
    '0x7fAb04FF2717d9A6B71A51c56c29697179597D40',
    'eUSDC-95',
  ], // EULER_FACTORY
  [
    '0fde8996-ecdf-441c-94a9-ec67403e9b8c',
    ETHEREUM_ID,
    'USDC',
    '0xAB2726DAf820Aa9270D14Db9B18c8d187cbF2f30',
    'eUSDC-80',
  ], // EULER_FACTORY
  [
    '31a0cd94-b781-4e0d-a9f1-1702bc2c238f',
    ETHEREUM_ID,
    'USDC',
    '0x9bD52F2805c6aF014132874124686e7b248c2Cbb',
    'eUSDC-70',
  ], // EULER_FACTORY
  [
    'fa68041a-2ce5-4ee5-88a0-ec5185f0bdb7',
    ETHEREUM_ID,
    'USDC',
    '0xe0a80d35bB6618CBA260120b279d357978c42BCE',
    'eUSDC-22',
  ], // EULER_FACTORY
  [
    'a0f53224-c152-416e-8599-4563e70c6040',
    ETHEREUM_ID,
    'USDC',
    '0x797DD80692c3b2dAdabCe8e30C07fDE5307D48a9',
    'eUSDC-2',
  ], // EULER_LENS
  [
    'bc244917-e28c-4f10-bfa4-79bf90529023',
    ETHEREUM_ID,
    'USDT',
    '0x313603FA690301b0CaeEf8069c065862f9162162',
    'eUSDT-2',
  ], // EULER_LENS
  [
    '8e41ef65-c599-4750-82a6-b284ddd33635',
    ETHEREUM_ID,
    'USDT',
    '0x7c280DBDEf569e96c7919251bD2B0edF0734C5A8',
    'eUSDT-9',
  ], // EULER_FACTORY
  [
    '939b0cda-7d65-41b8-9226-f28949a857e8',
    ETHEREUM_ID,
    'USDC',
    '0x3573A84Bee11D49A1CbCe2b291538dE7a7dD81c6',
    'eUSDC-45',
  ], // EULER_AG
  [
    '4bb695e2-bd1c-473e-81ca-4e3d027cad78',
    ETHEREUM_ID,
    'USDC',
    '0x6Fe7Fa90756434645F0b0428fDff78E99Dda0FBc',
    'eUSDC-63',
  ], // EULER_AG
  [
    '2b181181-f200-44d0-81bf-31f3575fea4c',
    ETHEREUM_ID,
    'USDC',
    '0x2a356443FeE07703266066c6Bb1B11b82d8246AD',
    'eUSDC-69',
  ], // EULER_AG
  [
    '8395e9c7-a26d-4e9c-a6e9-7cc002244979',
    BASE_ID,
    'USDC',
    '0x4C1aeda9B43EfcF1da1d1755b18802aAbe90f61E',
    'eUSDC-49',
  ], // EULER_AG
  [
    '76f65ec2-ea3d-42a2-9f9f-1542b48838e9',
    BASE_ID,
    'USDC',
    '0x085178078796Da17B191f9081b5E2fCCc79A7eE7',
    'eUSDC-29',
  ], // EULER_AG
  [
    '2d02765d-1444-46a0-8046-cd7af0c06ac1',
    BASE_ID,
    'USDC',
    '0x0A1a3b5f2041F33522C4efc754a7D096f880eE16',
    'eUSDC-1',
  ], // EULER_AG
];

export const EULER_VENUES: readonly CapturedVenue[] = ROWS.map(([poolId, chainId, asset, pool, receipt]) => ({
  poolId,
  protocolSlug: 'euler-v2',
  chainId,
  asset,
  shape: 'erc4626',
  pool,
  receipt,
}));

/** The receipt symbols of these vaults, with their asset: each is listed as a receipt the portfolio reads. */
export const EULER_RECEIPT_SYMBOLS: readonly (readonly [symbol: string, asset: 'USDC' | 'USDT'])[] = [
  ...new Map(ROWS.map(([, , asset, , symbol]) => [symbol, asset] as const)),
];
