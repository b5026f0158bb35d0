// ABI fragments of the withdraw writes, copied from each protocol's own interface: Aave V3 IPool.withdraw,
// Compound V3 Comet.withdraw, Moonwell MToken.redeem/redeemUnderlying, ERC-4626 withdraw/redeem (MetaMorpho
// vaults, sDAI). Morpho Blue's withdraw is in morpho-abi.ts with the rest of Morpho Blue.
import { parseAbi } from 'viem/utils';

export const AAVE_V3_WITHDRAW_ABI = parseAbi([
  'function withdraw(address asset, uint256 amount, address to) returns (uint256)',
]);

export const COMPOUND_V3_WITHDRAW_ABI = parseAbi(['function withdraw(address asset, uint256 amount)']);

export const MOONWELL_REDEEM_ABI = parseAbi([
  'function redeem(uint256 redeemTokens) returns (uint256)',
  'function redeemUnderlying(uint256 redeemAmount) returns (uint256)',
]);

export const ERC4626_WITHDRAW_ABI = parseAbi([
  'function withdraw(uint256 assets, address receiver, address owner) returns (uint256 shares)',
  'function redeem(uint256 shares, address receiver, address owner) returns (uint256 assets)',
  'function maxWithdraw(address owner) view returns (uint256)',
]);

/** dForce iToken redeem/redeemUnderlying: the holder names itself as `_from` (LendingContractsV2 iToken interface). */
export const DFORCE_REDEEM_ABI = parseAbi([
  'function redeem(address _from, uint256 _redeemiToken)',
  'function redeemUnderlying(address _from, uint256 _redeemUnderlying)',
]);
