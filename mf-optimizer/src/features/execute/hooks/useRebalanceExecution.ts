// Executes the selected rebalancing actions one at a time: a failed action stops the loop and the UI says
// where the money is; when every action lands the caller clears the result and returns to idle.
import { portfolioKeys } from '@fin/shared/api/portfolio';
import { allStablecoinsQuery } from '@fin/shared/api/yields';
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import type { OptimizerSettings, RebalancingAction } from '@fin/shared/schemas/optimizer';
import { useFinStore } from '@fin/shared/store/fin-store';
import { loadOnce } from '@fin/shared/web3/load-once';
import { loadWalletStack } from '@fin/shared/web3/wallet-stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Address } from 'viem';
import { type MoveRun, runPlan } from '../utils/run-plan';

/**
 * Starts downloading the code that runs moves and the wallet code that signs them; the panel calls it as soon as
 * there are moves to run.
 */
export const loadMoveEngine = loadOnce(() =>
  Promise.all([import('../utils/move-engine'), loadWalletStack()]),
);

const movesDone = (n: number) => `${n} move${n === 1 ? '' : 's'} done`;

export type ExecutionState =
  | { phase: 'idle'; runs: MoveRun[] }
  | { phase: 'executing'; runs: MoveRun[]; total: number }
  | { phase: 'stopped'; runs: MoveRun[]; total: number; reason: string; funds: string }
  | { phase: 'done'; runs: MoveRun[] };

/** `address`: the wallet on screen; the moves wait for the wallet code to have restored it before they start. */
export function useRebalanceExecution(address: Address, onAllDone: () => void) {
  const queryClient = useQueryClient();
  const pushToast = useFinStore((s) => s.pushToast);
  const [state, setState] = useState<ExecutionState>({ phase: 'idle', runs: [] });
  const running = useRef(false);

  const execute = useCallback(
    async (actions: RebalancingAction[], horizonDays: number, settings: OptimizerSettings) => {
      if (running.current || !address || actions.length === 0) return;
      running.current = true;
      const runs: MoveRun[] = [];
      const total = actions.length;
      setState({ phase: 'executing', runs: [], total });
      try {
        const [engine, stack] = await loadMoveEngine();
        await stack.settled;
        // Built here, with the page's runtime config read by package path (the page singleton).
        const wallet = engine.walletMoveDeps(stack.config, address, getRuntimeConfig().attestationUrl);
        const list = await queryClient.fetchQuery(allStablecoinsQuery());
        const outcome = await runPlan(actions, runs, {
          ...engine,
          list: list.data,
          depsFor: (destination) => ({ ...wallet, destination, horizonDays, settings }),
          show: (shown) => setState({ phase: 'executing', runs: shown, total }),
          afterMove: () => void queryClient.invalidateQueries({ queryKey: portfolioKeys.all }),
        });
        if (!outcome.ok) {
          setState({
            phase: 'stopped',
            runs: [...runs],
            total,
            reason: outcome.reason,
            funds: outcome.funds,
          });
          pushToast({ title: 'Rebalancing stopped', description: outcome.funds, tone: 'error' });
          return;
        }
        setState({ phase: 'done', runs: [...runs] });
        pushToast({ title: 'Rebalancing complete', description: movesDone(total), tone: 'success' });
        onAllDone();
      } catch (error) {
        console.error('Rebalance failed:', error);
        const reason = (error as Error).message;
        setState({ phase: 'stopped', runs: [...runs], total, reason, funds: 'Nothing moved.' });
      } finally {
        running.current = false;
      }
    },
    [address, queryClient, pushToast, onAllDone],
  );

  return { state, execute, executing: state.phase === 'executing' };
}
