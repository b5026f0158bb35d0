// A deposit (domain/deposit/plan.ts) as transaction-runner steps: the approval becomes an approve step that the
// runner skips when the allowance already covers the amount, the deposit a write step carrying the protocol's
// ABI so a revert found by the simulation reads as the protocol's own error. Used by the deposit dialog, the
// optimizer's rebalance and anything else that deposits.
import type { Abi, Address } from 'viem';
import {
  AAVE_V2_POOL_ABI,
  AAVE_V3_POOL_ABI,
  AERODROME_DEPOSIT_ABI,
  COMPOUND_V3_COMET_ABI,
  DFORCE_ITOKEN_ABI,
  ERC4626_ABI,
  MOONWELL_MTOKEN_ABI,
  SINGLE_AMOUNT_DEPOSIT_ABI,
} from '../domain/deposit/abis';
import { buildDepositPlan, type DepositMethod, type DepositPlanInput } from '../domain/deposit/plan';
import { approveStep, type TxSendingStep, writeStep } from './tx-plan';
import type { FinChainId } from './wagmi-config';

const ABI_BY_METHOD: Record<DepositMethod, Abi | undefined> = {
  'aave-v3': AAVE_V3_POOL_ABI,
  'aave-v2': AAVE_V2_POOL_ABI,
  'compound-v3': COMPOUND_V3_COMET_ABI,
  moonwell: MOONWELL_MTOKEN_ABI,
  dforce: DFORCE_ITOKEN_ABI,
  'morpho-vault': ERC4626_ABI,
  erc4626: ERC4626_ABI,
  aerodrome: AERODROME_DEPOSIT_ABI,
  beefy: SINGLE_AMOUNT_DEPOSIT_ABI,
  generic: SINGLE_AMOUNT_DEPOSIT_ABI,
  'native-transfer': undefined,
};

export function depositSteps(
  input: Omit<DepositPlanInput, 'allowance'> & { chainId: FinChainId },
): TxSendingStep[] {
  // Planned as if nothing were approved: the runner reads the allowance right before signing and skips the
  // approval then, so an allowance given in between is not asked for again.
  const txs = buildDepositPlan({ ...input, allowance: 0n });
  const abi = ABI_BY_METHOD[input.method];
  return txs.map((tx) =>
    tx.kind === 'approve'
      ? approveStep({
          chainId: input.chainId,
          token: input.token as Address,
          spender: input.pool,
          amount: input.amount,
          symbol: input.asset,
          ...(tx.waitAfterMs ? { waitAfterMs: tx.waitAfterMs } : {}),
        })
      : writeStep({
          chainId: input.chainId,
          id: 'deposit',
          label: tx.label,
          call: { to: tx.to, data: tx.data, ...(tx.value ? { value: tx.value } : {}) },
          ...(abi ? { abi } : {}),
          ...(tx.waitAfterMs ? { waitAfterMs: tx.waitAfterMs } : {}),
        }),
  );
}
