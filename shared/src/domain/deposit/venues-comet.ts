// Captured rows of Compound V3 markets whose base is not USDC: the Comet takes supply(asset, amount) and IS the
// receipt (cUSDTv3, a rebasing balance), as the live cUSDC markets are.
// Source (the list the product's Comet USDC markets already cite): github.com/compound-finance/comet
// deployments/<chain>/usdt/roots.json (comet) and configuration.json (name "Compound USDT", symbol cUSDTv3, base USDT
// at the registry's address) @d5a30b0a, for mainnet, arbitrum, optimism and polygon.
import { ARBITRUM_ID, ETHEREUM_ID, OPTIMISM_ID, POLYGON_ID } from '../chains/chains';
import type { CapturedVenue } from './captured-venue';

const cometUsdt = (poolId: string, chainId: number, pool: `0x${string}`): CapturedVenue => ({
  poolId,
  protocolSlug: 'compound-v3',
  chainId,
  asset: 'USDT',
  shape: 'comet',
  pool,
  receipt: 'cUSDTv3',
});

export const COMET_VENUES: readonly CapturedVenue[] = [
  cometUsdt(
    'f4d5b566-e815-4ca2-bb07-7bcd8bc797f1',
    ETHEREUM_ID,
    '0x3Afdc9BCA9213A35503b077a6072F3D0d5AB0840',
  ),
  cometUsdt(
    '85247b13-8180-44e7-b38c-4d324cc68a92',
    ARBITRUM_ID,
    '0xd98Be00b5D27fc98112BdE293e487f8D4cA57d07',
  ),
  cometUsdt(
    '8d208be9-5455-48f9-89ba-1113f3f875ea',
    OPTIMISM_ID,
    '0x995E394b8B2437aC8Ce61Ee0bC610D617962B214',
  ),
  cometUsdt('94473b8f-8052-4490-aa8d-7df1024f2927', POLYGON_ID, '0xaeB318360f27748Acb200CE616E389A6C9409a07'),
];
