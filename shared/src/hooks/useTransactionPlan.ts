// The one hook every section uses to send transactions: it runs a TxPlan (web3/tx-plan.ts) through
// web3/tx-runner.ts with the connected wallet, as a TanStack Query mutation, and exposes each step's state and
// hash so a dialog can show the plan, the step under way and every transaction link.
//
//   const tx = useTransactionPlan();
//   const plan = buildTxPlan(address, [approveStep({...}), contractWriteStep({...})]);
//   const { lastHash } = await tx.run(plan);        // throws TxSimulationError / TxRevertedError / wallet errors
//   tx.steps       // [{ id, label, status: 'skipped' | 'done' | 'confirming' ..., hash }]
//   tx.errorText   // 'Transaction failed (reverted): ...' | 'Depositing USDC to Aave V3 would fail: ... Nothing was sent.'

import { useMutation } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import type { Address } from 'viem';
import { useConfig } from 'wagmi';
import { shortenErrorMessage } from '../domain/money/format';
import { isUserRejectedError } from '../domain/wallet/network-switch';
import {
  currentStep,
  TxBatchRevertedError,
  type TxPlan,
  TxRevertedError,
  TxSimulationError,
  type TxStepState,
} from '../web3/tx-plan';
import { runTransactionPlan, type TxPlanResult } from '../web3/tx-runner';
import { wagmiTxRunnerDeps } from '../web3/tx-runner-wagmi';
import { useSwitchNetwork } from './useSwitchNetwork';

export const TX_CANCELLED = 'Transaction cancelled by user';

/** One line for the user: a rejection is a cancellation; simulation and revert errors keep their full text. */
export function txErrorText(error: unknown): string {
  if (isUserRejectedError(error)) return TX_CANCELLED;
  if (
    error instanceof TxSimulationError ||
    error instanceof TxRevertedError ||
    error instanceof TxBatchRevertedError
  )
    return error.message;
  return shortenErrorMessage(error);
}

export type TransactionPlanState = {
  /** Runs the plan; resolves with every hash, rejects with the step's error (see txErrorText). */
  run: (plan: TxPlan) => Promise<TxPlanResult>;
  steps: TxStepState[];
  /** The step under way (or the one that failed). */
  current: TxStepState | undefined;
  status: 'idle' | 'pending' | 'success' | 'error';
  error: Error | null;
  /** The error as the user should read it, or null. */
  errorText: string | null;
  /** The account of the plan being run (for hash links). */
  account: Address | undefined;
  reset: () => void;
};

export function useTransactionPlan(): TransactionPlanState {
  const config = useConfig();
  const { switchNetwork } = useSwitchNetwork();
  const [steps, setSteps] = useState<TxStepState[]>([]);
  const mutation = useMutation({
    mutationFn: (plan: TxPlan) =>
      runTransactionPlan(plan, wagmiTxRunnerDeps(config, switchNetwork), setSteps),
  });
  const { mutateAsync, reset: resetMutation } = mutation;
  const reset = useCallback(() => {
    resetMutation();
    setSteps([]);
  }, [resetMutation]);
  const run = useCallback(
    (plan: TxPlan) => {
      setSteps([]);
      return mutateAsync(plan);
    },
    [mutateAsync],
  );
  const error = mutation.error;
  return useMemo(
    () => ({
      run,
      steps,
      current: currentStep(steps),
      status: mutation.status,
      error,
      errorText: error ? txErrorText(error) : null,
      account: mutation.variables?.account,
      reset,
    }),
    [run, steps, mutation.status, error, mutation.variables, reset],
  );
}
