// The slices of the real protocol interfaces the API reads (Aave V3 Pool, Compound V3 Comet, Moonwell mToken,
// MetaMorpho / ERC-4626 vaults, Morpho Blue, AdaptiveCurveIRM, sDAI and its Pot). Names and types as on mainnet.
import { parseAbi } from 'viem';

export const erc20ReadAbi = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function totalSupply() view returns (uint256)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
]);

export const aavePoolAbi = parseAbi([
  'struct ReserveConfigurationMap { uint256 data; }',
  'function getReserveNormalizedIncome(address asset) view returns (uint256)',
  'struct ReserveDataLegacy { ReserveConfigurationMap configuration; uint128 liquidityIndex; uint128 currentLiquidityRate; uint128 variableBorrowIndex; uint128 currentVariableBorrowRate; uint128 currentStableBorrowRate; uint40 lastUpdateTimestamp; uint16 id; address aTokenAddress; address stableDebtTokenAddress; address variableDebtTokenAddress; address interestRateStrategyAddress; uint128 accruedToTreasury; uint128 unbacked; uint128 isolationModeTotalDebt; }',
  'function getReserveData(address asset) view returns (ReserveDataLegacy)',
]);

export const cometAbi = parseAbi([
  'function baseToken() view returns (address)',
  'function getUtilization() view returns (uint256)',
  'function getSupplyRate(uint256 utilization) view returns (uint64)',
  'function getBorrowRate(uint256 utilization) view returns (uint64)',
  'function totalSupply() view returns (uint256)',
  'function totalBorrow() view returns (uint256)',
  // Comet's stored totals (CometExt.totalsBasic): the supply principal is in it, as on mainnet.
  'struct TotalsBasic { uint64 baseSupplyIndex; uint64 baseBorrowIndex; uint64 trackingSupplyIndex; uint64 trackingBorrowIndex; uint104 totalSupplyBase; uint104 totalBorrowBase; uint40 lastAccrualTime; uint8 pauseFlags; }',
  'function totalsBasic() view returns (TotalsBasic)',
]);

export const mTokenAbi = parseAbi([
  'function supplyRatePerTimestamp() view returns (uint256)',
  'function borrowRatePerTimestamp() view returns (uint256)',
  'function getCash() view returns (uint256)',
  'function totalBorrows() view returns (uint256)',
  'function totalReserves() view returns (uint256)',
  'function exchangeRateStored() view returns (uint256)',
  // Non-view on Compound V2 forks (it accrues first); read with eth_call, which discards the write.
  'function exchangeRateCurrent() view returns (uint256)',
]);

export const erc4626ReadAbi = parseAbi([
  'function totalAssets() view returns (uint256)',
  'function convertToAssets(uint256 shares) view returns (uint256)',
]);

export const metaMorphoAbi = parseAbi(['function fee() view returns (uint96)']);

export const morphoBlueAbi = parseAbi([
  'function market(bytes32 id) view returns (uint128 totalSupplyAssets, uint128 totalSupplyShares, uint128 totalBorrowAssets, uint128 totalBorrowShares, uint128 lastUpdate, uint128 fee)',
  'function position(bytes32 id, address user) view returns (uint256 supplyShares, uint128 borrowShares, uint128 collateral)',
]);

export const adaptiveCurveIrmAbi = parseAbi([
  'struct MarketParams { address loanToken; address collateralToken; address oracle; address irm; uint256 lltv; }',
  'struct Market { uint128 totalSupplyAssets; uint128 totalSupplyShares; uint128 totalBorrowAssets; uint128 totalBorrowShares; uint128 lastUpdate; uint128 fee; }',
  'function borrowRateView(MarketParams marketParams, Market market) view returns (uint256)',
  'function rateAtTarget(bytes32 id) view returns (int256)',
]);

/** The devnet's sDAI exposes dsr() itself; mainnet sDAI reads it from its Pot. Both are tried. */
export const sdaiAbi = parseAbi([
  'function dsr() view returns (uint256)',
  'function pot() view returns (address)',
]);
