// The gas a move's transactions take when the move is priced without simulating it (an analysis simulates only its
// likeliest moves, see measure-budget.ts). Each figure errs high, so an estimated move never looks cheaper than
// it will be; the move is simulated for real before the wallet signs (POST /api/agent/rebalance).
// Source of the figures: the gas the optimizer's own simulations measured on the devnet's contracts for the demo
// wallet's moves (api/tests/devnet/agent.devnet.test.ts, 27 Nov 2026), rounded up: withdraw 66,098 (Compound V3)
// to 249,355 (Morpho Blue), approve 46,324, approve + depositForBurn 128,423; and the deposit from the pool's
// row (`gasEstimate`, Fin's per-protocol table in shared/src/domain/yields/protocols.ts, approve included).
import type { GasUnits } from '@fin/shared/domain/optimizer/result';

/** Fixed gas limit the mint (receiveMessage) is sent with: it cannot be simulated before the attestation. */
export const MINT_GAS = 300_000;

export const TABLE_GAS = {
  /** The largest withdraw measured (Morpho Blue), rounded up. */
  withdraw: 250_000,
  /** An ERC-20 approve from a zero allowance. */
  approve: 50_000,
  /** approve(tokenMessenger) + depositForBurn on the source chain. */
  burn: 130_000,
} as const;

export type TabledMove = {
  /** True when the money sits in a protocol and must be withdrawn first (idle money is in the wallet). */
  withdraws: boolean;
  crossChain: boolean;
  /** The destination row's gas estimate for its deposit, approve included. */
  depositGasEstimate: number;
};

/** The gas units of a move as the table prices them, split the way a simulated move reports them. */
export function tableGasUnits(m: TabledMove): GasUnits {
  return {
    withdraw: m.withdraws ? TABLE_GAS.withdraw : 0,
    approve: TABLE_GAS.approve,
    deposit: Math.max(0, m.depositGasEstimate - TABLE_GAS.approve),
    burn: m.crossChain ? TABLE_GAS.burn : 0,
    mint: m.crossChain ? MINT_GAS : 0,
  };
}
