// Captured rows of Aave-style Pools: the Pool takes the deposit and mints an aToken-like receipt.
// Sources (commits are the versions read), named beside each venue below; venues.ts says why they are comments.
// SPARKLEND: github.com/sparkdotfi/spark-address-registry src/SparkLend.sol @2934ba2a (POOL, USDC_SPTOKEN, USDT_SPTOKEN)
// RADIANT_ARB: docs.radiant.capital Arbitrum contracts (LendingPool), as copied in EmberAGI/arbitrum-vibekit radiant.config.ts; rUSDC from Centic-io/defi-state-querier radiant_arbitrum.py reservesList
// RADIANT_BASE: Centic-io/defi-state-querier base/radiant_v2_base.py (Radiant V2 Lending Pool, USDC tToken)
import { ARBITRUM_ID, BASE_ID, ETHEREUM_ID } from '../chains/chains';
import type { CapturedVenue } from './captured-venue';

export const AAVE_POOL_VENUES: readonly CapturedVenue[] = [
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
];
