// Captured rows whose pool IS the receipt, an ERC-4626 vault: deposit(assets, receiver), withdraw/redeem.
// Sources (commits are the versions read), named beside each venue below; venues.ts says why they are comments.
// SPARK_ETH: github.com/sparkdotfi/spark-address-registry src/Ethereum.sol @029397c9 (SPARK_VAULT_V2_*)
// SPARK_AVA: github.com/sparkdotfi/spark-address-registry src/Avalanche.sol @03507c73 (SPARK_VAULT_V2_SPUSDC)
// EULER_AVA: Euler V2 eUSDC-19 vault on Avalanche, app.euler.finance/positions/…/0x37ca03aD…?network=avalanche, as cited by public fork tests
// SILO_AVA: Silo V2 savUSD/USDC market 142 (app.silo.finance/markets/avalanche/savusd-usdc-142), USDC silo as listed by SnowMind’s published contract table
import { AVALANCHE_ID, ETHEREUM_ID } from '../chains/chains';
import type { CapturedVenue } from './captured-venue';

export const ERC4626_VENUES: readonly CapturedVenue[] = [
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
];
