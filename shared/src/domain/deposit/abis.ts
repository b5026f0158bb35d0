// The ABI fragments of the deposit writes, per protocol, and the reads that
// go with them. Human-readable signatures, copied from the protocols' interfaces (IPool, Comet, MToken, ERC-4626).
import { parseAbi } from 'viem/utils';

export const ERC20_DEPOSIT_ABI = parseAbi([
  'function approve(address spender, uint256 amount) returns (bool)',
  'function allowance(address owner, address spender) view returns (uint256)',
  'function balanceOf(address account) view returns (uint256)',
]);

export const AAVE_V3_POOL_ABI = parseAbi([
  'function supply(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
  'function getReserveNormalizedIncome(address asset) view returns (uint256)',
]);

/** Aave V2's LendingPool.deposit (Radiant V2); Aave V3's Pool keeps it as an alias of supply. */
export const AAVE_V2_POOL_ABI = parseAbi([
  'function deposit(address asset, uint256 amount, address onBehalfOf, uint16 referralCode)',
]);

/** dForce iToken.mint: mints to a recipient, no return value (LendingContractsV2 iToken interface). */
export const DFORCE_ITOKEN_ABI = parseAbi(['function mint(address _recipient, uint256 _mintAmount)']);

export const COMPOUND_V3_COMET_ABI = parseAbi([
  'function supply(address asset, uint256 amount)',
  'function totalSupply() view returns (uint256)',
]);

export const MOONWELL_MTOKEN_ABI = parseAbi([
  'function mint(uint256 mintAmount) returns (uint256)',
  'function exchangeRateCurrent() returns (uint256)',
]);

/** ERC-4626: MetaMorpho vaults, sDAI. */
export const ERC4626_ABI = parseAbi([
  'function deposit(uint256 assets, address receiver) returns (uint256 shares)',
  'function convertToAssets(uint256 shares) view returns (uint256 assets)',
]);

export const AERODROME_DEPOSIT_ABI = parseAbi(['function deposit(uint256 amount, uint256 tokenId)']);

/** Beefy vaults and the spec's "others". */
export const SINGLE_AMOUNT_DEPOSIT_ABI = parseAbi(['function deposit(uint256 amount)']);
