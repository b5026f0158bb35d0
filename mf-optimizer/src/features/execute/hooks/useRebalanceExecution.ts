// Executes the selected rebalancing actions one at a time: a failed action stops the loop and the UI says
// where the money is; when every action lands the caller clears the result and returns to idle.
import { portfolioKeys } from '@fin/shared/api/portfolio';
import { allStablecoinsQuery } from '@fin/shared/api/yields';
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import type { RebalanceStep } from '@fin/shared/domain/optimizer/rebalance-steps';
import type { OptimizerSettings, RebalancingAction } from '@fin/shared/schemas/agent';
import { useFinStore } from '@fin/shared/store/fin-store';
import { loadOnce } from '@fin/shared/web3/load-once';
import { loadWalletStack } from '@fin/shared/web3/wallet-stack';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { Address } from 'viem';

/**
 * Starts downloading the code that runs moves and the wallet code that signs them; the panel calls it as soon as
 * there are moves to run.
 */
export const loadMoveEngine = loadOnce(() =>
  Promise.all([import('../utils/move-engine'), loadWalletStack()]),
);

type MoveRun = { action: RebalancingAction; steps: RebalanceStep[] };

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
        const [{ MoveStoppedError, runMove, walletMoveDeps }, stack] = await loadMoveEngine();
        await stack.settled;
        // Built here, with the page's runtime config read by package path (the page singleton).
        const wallet = walletMoveDeps(stack.config, address, getRuntimeConfig().attestationUrl);
        const list = await queryClient.fetchQuery(allStablecoinsQuery());
        for (const action of actions) {
          const run: MoveRun = { action, steps: [] };
          runs.push(run);
          const destination = list.data.find((o) => o.id === action.toOpportunityId);
          try {
            if (!destination) throw new Error(`${action.to} is no longer in the yields list`);
            await runMove(action, { ...wallet, destination, horizonDays, settings }, (steps) => {
              run.steps = steps;
              setState({ phase: 'executing', runs: [...runs], total });
            });
          } catch (error) {
            console.error('Rebalance failed:', error);
            const stopped =
              error instanceof MoveStoppedError
                ? error
                : new MoveStoppedError(
                    'check',
                    (error as Error).message,
                    `Nothing moved: your ${action.asset} is still in ${action.fromProtocol} on ${action.fromChain}.`,
                  );
            setState({
              phase: 'stopped',
              runs: [...runs],
              total,
              reason: stopped.reason,
              funds: stopped.funds,
            });
            pushToast({ title: 'Rebalancing stopped', description: stopped.funds, tone: 'error' });
            return;
          } finally {
            void queryClient.invalidateQueries({ queryKey: portfolioKeys.all });
          }
        }
        setState({ phase: 'done', runs: [...runs] });
        pushToast({
          title: 'Rebalancing complete',
          description: `${total} move${total === 1 ? '' : 's'} done`,
          tone: 'success',
        });
        onAllDone();
      } catch (error) {
        console.error('Rebalance failed:', error);
        setState({
          phase: 'stopped',
          runs: [...runs],
          total,
          reason: (error as Error).message,
          funds: 'Nothing moved.',
        });
      } finally {
        running.current = false;
      }
    },
    [address, queryClient, pushToast, onAllDone],
  );

  return { state, execute, executing: state.phase === 'executing' };
}
