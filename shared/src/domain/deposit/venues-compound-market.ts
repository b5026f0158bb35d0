// Captured rows of Compound V2-style markets: the market token IS the receipt (mint, redeem).
// Sources (commits are the versions read), named beside each venue below; venues.ts says why they are comments.
// BENQI: Benqi core markets as listed by integrations citing docs.benqi.fi/resources/contracts (qiUSDCn, qiUSDTn: "native")
// DFORCE: github.com/dforce-network/LendingContractsV2 DeployedAddresses.md @58061348 (General Pool)
import { AVALANCHE_ID, ETHEREUM_ID } from '../chains/chains';
import type { CapturedVenue } from './captured-venue';

export const COMPOUND_MARKET_VENUES: readonly CapturedVenue[] = [
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
