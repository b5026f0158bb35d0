// Morpho Blue and AdaptiveCurveIRM ABI fragments (supply, withdraw, market, position, idToMarketParams),
// copied from morpho-org/morpho-blue src/interfaces/IMorpho.sol and morpho-blue-irm IAdaptiveCurveIrm.sol.
import { parseAbi } from 'viem/utils';

const MARKET_PARAMS =
  '(address loanToken, address collateralToken, address oracle, address irm, uint256 lltv)';

export const MORPHO_BLUE_ABI = parseAbi([
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
  'function idToMarketParams(bytes32 id) view returns (address loanToken, address collateralToken, address oracle, address irm, uint256 lltv)',
  `function supply(${MARKET_PARAMS} marketParams, uint256 assets, uint256 shares, address onBehalf, bytes data) returns (uint256 assetsSupplied, uint256 sharesSupplied)`,
  `function withdraw(${MARKET_PARAMS} marketParams, uint256 assets, uint256 shares, address onBehalf, address receiver) returns (uint256 assetsWithdrawn, uint256 sharesWithdrawn)`,
]);

export const ADAPTIVE_CURVE_IRM_ABI = parseAbi(['function rateAtTarget(bytes32 id) view returns (int256)']);
