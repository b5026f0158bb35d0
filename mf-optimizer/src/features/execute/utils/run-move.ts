// Runs one rebalancing move with the user's own wallet, step by step: the API re-checks the decision against
// fresh data; the withdraw, approve and deposit go through the page's one transaction runner (simulated and
// estimated before each signature, a revert never sent); a cross-chain move bridges the withdrawn USDC with the
// shared CCTP flow (recorded the moment the burn is signed, so a half-done transfer is never forgotten) and
// deposits what was minted. Any failure stops the move and says where the money is.
import { checkRebalance } from '@fin/shared/api/agent';
import { ApiError } from '@fin/shared/api/client';
import { fetchPortfolio } from '@fin/shared/api/portfolio';
import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { ERC20_DEPOSIT_ABI } from '@fin/shared/domain/deposit/abis';
import {
  buildWithdrawPlan,
  positionWithdrawAmount,
  withdrawVenue,
} from '@fin/shared/domain/deposit/withdraw-plan';
import { depositVenue } from '@fin/shared/domain/optimizer/opportunities';
import {
  fundsLocation,
  type MoveProgress,
  movesIdleMoney,
  type RebalanceStep,
  type RebalanceStepId,
  rebalanceSteps,
  updateRebalanceStep,
} from '@fin/shared/domain/optimizer/rebalance-steps';
import { positionId } from '@fin/shared/domain/optimizer/solve';
import { txErrorText } from '@fin/shared/hooks/useTransactionPlan';
import type { OptimizerSettings, RebalancingAction } from '@fin/shared/schemas/agent';
import type { YieldOpportunity } from '@fin/shared/schemas/yields';
import { recordTransfer } from '@fin/shared/web3/cctp-records';
import type { CctpDeps } from '@fin/shared/web3/cctp-steps';
import { bridgeUsdc } from '@fin/shared/web3/cctp-transfer-run';
import { depositSteps } from '@fin/shared/web3/deposit-steps';
import { buildTxPlan, type TxStepState, writeStep } from '@fin/shared/web3/tx-plan';
import { runTransactionPlan, type TxRunnerDeps } from '@fin/shared/web3/tx-runner';
import { finChainId } from '@fin/shared/web3/wagmi-config';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { type Address, formatUnits, type PublicClient, parseUnits } from 'viem';
import { bridgeTerms } from './bridge-terms';

export type MoveDeps = {
  account: Address;
  runner: TxRunnerDeps;
  cctp: CctpDeps;
  /** Read-only client of a chain. */
  client: (chainId: number) => PublicClient;
  attestationUrl: string;
  /** The destination pool as the yields list describes it. */
  destination: YieldOpportunity;
  horizonDays: number;
  settings: OptimizerSettings;
  /** Runs an API call with the wallet's proof (signing in first when this tab has no session). */
  withProof: <T>(call: (headers: ProofHeaders) => Promise<T>) => Promise<T>;
};

export class MoveStoppedError extends Error {
  override name = 'MoveStoppedError';
  constructor(
    readonly step: RebalanceStepId,
    readonly reason: string,
    readonly funds: string,
  ) {
    super(`${reason} ${funds}`);
  }
}

type Emit = (steps: RebalanceStep[]) => void;

/** What a runner step's state means for the move's step. */
function detailOf(s: TxStepState): string | undefined {
  if (s.status === 'checking') return 'Simulating before asking your wallet...';
  if (s.status === 'wallet' && s.batched) return 'Confirm approve and deposit in your wallet: one request';
  if (s.status === 'wallet') return s.kind === 'switch' ? s.label : 'Confirm in your wallet';
  if (s.status === 'confirming') return 'Waiting for the confirmation...';
  return undefined;
}

async function balanceOf(client: PublicClient, token: Address, account: Address) {
  return client.readContract({
    address: token,
    abi: ERC20_DEPOSIT_ABI,
    functionName: 'balanceOf',
    args: [account],
  });
}

/** Idle money to deposit: the amount decided, if the wallet still holds it. */
async function idleAmount(deps: MoveDeps, chainId: number, token: Address, units: bigint): Promise<bigint> {
  const held = await balanceOf(deps.client(chainId), token, deps.account);
  if (held < units)
    throw new Error('The wallet holds less than the amount decided now: run the optimizer again');
  return units;
}

export async function runMove(
  action: RebalancingAction,
  deps: MoveDeps,
  emit: Emit,
): Promise<RebalancingAction> {
  let steps = rebalanceSteps(action);
  const progress: MoveProgress = {};
  let at: RebalanceStepId = 'check';
  const set = (id: RebalanceStepId, patch: Parameters<typeof updateRebalanceStep>[2]) => {
    steps = updateRebalanceStep(steps, id, patch);
    emit(steps);
  };
  const begin = (id: RebalanceStepId, detail?: string) => {
    at = id;
    set(id, { status: 'in-progress', ...(detail ? { detail } : {}) });
  };
  emit(steps);
  try {
    // 1. The API re-checks the decision on fresh chain data and records it.
    begin('check');
    const checked = await deps.withProof((headers) =>
      checkRebalance(
        {
          walletAddress: deps.account,
          decision: {
            fromProtocol: action.fromProtocol,
            fromChain: action.fromChain,
            toProtocol: action.toProtocol,
            toChain: action.toChain,
            amount: action.amount,
            reason: action.reason,
            expectedImprovement: action.expectedImprovement,
            fromPositionId: action.fromPositionId,
            toOpportunityId: action.toOpportunityId,
            wholePosition: action.wholePosition,
          },
          execute: true,
          horizonDays: deps.horizonDays,
          settings: deps.settings,
        },
        { headers },
      ),
    );
    const move = checked.action;
    set('check', {
      status: 'completed',
      detail: `Still pays: net ${move.economics.netGainUsd.toFixed(2)} USD over ${move.economics.horizonDays} days`,
    });

    const idle = movesIdleMoney(move);
    if (!idle) begin('withdraw');
    const portfolio = await fetchPortfolio(deps.account);
    const entry = portfolio.entries.find((e) => positionId(e) === move.fromPositionId);
    const target = depositVenue(deps.destination);
    const fromChainId = finChainId(move.fromChainId);
    const toChainId = finChainId(move.toChainId);
    if (!entry || !target) throw new Error('The position or the destination pool is no longer available');
    const units = parseUnits(move.amount, target.decimals);
    const { decimals } = target;
    // 2. Idle money is in the wallet already: the move starts from it (the API has checked the reserve).
    // Otherwise withdraw from the source, measuring what actually arrived in the wallet.
    const withdrawFrom = async (entry: (typeof portfolio.entries)[number]): Promise<bigint> => {
      const venue = withdrawVenue(entry);
      if (!venue) throw new Error('The position or the destination pool is no longer available');
      const [withdrawTx] = buildWithdrawPlan({
        venue,
        amount: positionWithdrawAmount(entry, move.wholePosition, units),
        user: deps.account,
      });
      if (!withdrawTx) throw new Error('No withdraw transaction');
      const before = await balanceOf(deps.client(fromChainId), venue.token, deps.account);
      await runTransactionPlan(
        buildTxPlan(deps.account, [
          writeStep({
            chainId: fromChainId,
            id: 'withdraw',
            label: withdrawTx.label,
            call: { to: withdrawTx.to, data: withdrawTx.data },
          }),
        ]),
        deps.runner,
        (states) => {
          const w = states.find((s) => s.id === 'withdraw');
          const sw = states.find((s) => s.kind === 'switch' && s.status === 'wallet');
          const shown = sw ?? w;
          if (shown) set('withdraw', { detail: detailOf(shown) ?? '' });
          if (w?.hash && !steps.find((s) => s.id === 'withdraw')?.txs.length)
            set('withdraw', { tx: { label: 'Withdraw', chainId: fromChainId, hash: w.hash } });
        },
      );
      const after = await balanceOf(deps.client(fromChainId), venue.token, deps.account);
      const arrived = after - before;
      if (arrived <= 0n) throw new Error('The withdraw confirmed but nothing arrived in the wallet');
      progress.withdrawn = formatUnits(arrived, decimals);
      set('withdraw', {
        status: 'completed',
        detail: `${progress.withdrawn} ${venue.asset} back in your wallet on ${move.fromChain}`,
      });
      return arrived;
    };
    let available = idle
      ? await idleAmount(deps, fromChainId, entry.asset.address as Address, units)
      : await withdrawFrom(entry);

    // 3. Cross-chain: bridge what was withdrawn; the deposit uses what was minted.
    if (move.crossChain) {
      begin('bridge', 'Reading the CCTP fee...');
      const terms = await bridgeTerms(deps, fromChainId, toChainId, available);
      const amountText = formatUnits(available, USDC_DECIMALS);
      const result = await bridgeUsdc(
        deps.cctp,
        {
          sourceChainId: fromChainId,
          destinationChainId: toChainId,
          amount: available,
          maxFee: terms.maxFee,
          fast: terms.fast,
        },
        {
          record: recordTransfer,
          onStep: (step) => {
            const text: Record<string, string> = {
              approve: 'Approve USDC for the CCTP messenger (only if needed)...',
              burn: `Burn ${amountText} USDC on ${move.fromChain}: confirm in your wallet`,
              attestation: 'Waiting for Circle’s attestation...',
              'switch-destination': `Switch to ${move.toChain} to receive the USDC`,
              mint: `Mint USDC on ${move.toChain}: confirm in your wallet`,
            };
            set('bridge', { detail: text[step] ?? step });
          },
          onBurnSigned: (hash) => {
            progress.burned = true;
            set('bridge', { tx: { label: 'Burn', chainId: fromChainId, hash } });
          },
          onStatus: (text) => set('bridge', { detail: text }),
        },
      );
      available = result.received;
      progress.minted = formatUnits(available, USDC_DECIMALS);
      set('bridge', {
        status: 'completed',
        detail: `${progress.minted} USDC minted on ${move.toChain}`,
        ...(result.mintTxHash ? { tx: { label: 'Mint', chainId: toChainId, hash: result.mintTxHash } } : {}),
      });
    }

    // 4. Approve (when short) and deposit into the destination, through the one runner.
    begin('approve');
    // The deposit dialog's own steps (deposit-steps.ts): the runner skips an approval that is already enough and,
    // where the wallet batches atomically, asks for approve + deposit in one prompt.
    const planSteps = depositSteps({
      chainId: toChainId,
      method: target.method,
      protocol: deps.destination.protocol,
      asset: deps.destination.asset,
      pool: target.pool,
      token: target.token,
      amount: available,
      user: deps.account,
    });
    await runTransactionPlan(buildTxPlan(deps.account, planSteps), deps.runner, (states) => {
      for (const s of states) {
        if (s.kind === 'switch') {
          if (s.status === 'wallet') set('approve', { detail: s.label });
          continue;
        }
        const id: RebalanceStepId = s.id === 'approve' ? 'approve' : 'deposit';
        const mine = steps.find((x) => x.id === id);
        if (s.status === 'skipped' && mine?.status !== 'skipped')
          set(id, { status: 'skipped', detail: 'The allowance already covers the amount' });
        else if (s.status === 'done' && mine?.status !== 'completed')
          set(id, { status: 'completed', detail: '' });
        else if (['checking', 'wallet', 'confirming'].includes(s.status)) {
          at = id;
          set(id, { status: 'in-progress', detail: detailOf(s) ?? '' });
        }
        if (s.hash && !mine?.txs.some((t) => t.hash === s.hash))
          set(id, {
            tx: { label: id === 'approve' ? 'Approve' : 'Deposit', chainId: toChainId, hash: s.hash },
          });
      }
    });
    progress.deposited = true;
    set('deposit', {
      status: 'completed',
      detail: `${formatUnits(available, target.decimals)} ${deps.destination.asset} deposited`,
    });
    return move;
  } catch (error) {
    // The API's refusals are written for the user; wallet and chain errors get the shared one-line wording.
    const reason = error instanceof ApiError ? error.message : txErrorText(error);
    set(at, { status: 'error', detail: reason });
    throw new MoveStoppedError(at, reason, fundsLocation(action, progress));
  }
}
