// The gas a wallet's agent account keeps for its moves through the grant, the same figure for the server (which
// weighs no move without it) and the panel (which offers to send it).

/**
 * Gas one move may use: the longest move is two steps through the grant (a withdraw, then approve + deposit); the
 * approve + deposit, with the delegation and its caveats, measured ~967k gas on the devnet (README). Rounded up, so
 * a move never stops half-way for want of gas.
 */
const AGENT_MOVE_GAS = 2_000_000n;

/** The panel's top-up pays for this many moves at today's gas price. */
const GAS_TOP_UP_MOVES = 5n;

/** The most one move costs at this gas price, in wei. */
export const moveGasWei = (gasPriceWei: bigint): bigint => AGENT_MOVE_GAS * gasPriceWei;

/** Whether the agent's account can pay for a move. */
export const holdsMoveGas = (balanceWei: bigint, gasPriceWei: bigint): boolean =>
  balanceWei >= moveGasWei(gasPriceWei);

/** Rounded up to two significant digits, as an amount is said to a person (0.002 ETH, not 0.002000000198). */
export function upToTwoDigits(wei: bigint): bigint {
  const digits = wei.toString().length;
  if (wei <= 0n || digits <= 2) return wei;
  const unit = 10n ** BigInt(digits - 2);
  return ((wei + unit - 1n) / unit) * unit;
}

/** What the panel offers to send for GAS_TOP_UP_MOVES moves, less what the account holds; 0 when it holds enough. */
export function gasTopUpWei(balanceWei: bigint, gasPriceWei: bigint): bigint {
  const missing = moveGasWei(gasPriceWei) * GAS_TOP_UP_MOVES - balanceWei;
  return missing > 0n ? upToTwoDigits(missing) : 0n;
}
