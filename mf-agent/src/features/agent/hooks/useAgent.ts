// The agent panel's behaviour for one signed-in wallet: read its own agent (account, balances, budget, log) every
// 10 s. The agent itself runs on the server, tab or no tab: every 10 s — when it is on, live data is on and it is
// not paused — it looks at the wallet and buys at most one report that is due (a protocol the wallet holds or the
// optimizer weighs, older than the 5-minute cache). Pause/Resume and live data are kept on the server; the panel
// shows its last look, its next one (Upcoming Ops) and what it did while the owner was away. Keys stay there too.
import {
  agentInitializeQuery,
  agentKeys,
  purchaseReport,
  setAgentBudget,
  turnAgentOn,
} from '@fin/shared/api/agentkit';
import { autopilotKeys } from '@fin/shared/api/autopilot';
import { ApiError } from '@fin/shared/api/client';
import type { AgentProtocol } from '@fin/shared/domain/agent/choice';
import { AGENT_MESSAGES, AGENT_REFRESH_MS, type Guardrail } from '@fin/shared/domain/agent/panel';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { agentStatus, errorText } from '../utils/agent-status';
import { useAgentLog } from './useAgentLog';
import { usePublishNextReport } from './usePublishNextReport';
import { useServerAgent } from './useServerAgent';

export type UseAgentOptions = {
  /** The connected wallet whose agent this is. */
  wallet: string;
  /** The wallet's proof; without it nothing is read (the panel offers to sign in). */
  headers: ProofHeaders | undefined;
};

/** The budget the user sets, with the API's refusal shown beside the field. */
function useBudgetSetting(wallet: string, proof: ProofHeaders, refresh: () => Promise<unknown>) {
  const [budgetError, setBudgetError] = useState<string | null>(null);
  const setBudget = useCallback(
    async (budgetUsdc: string) => {
      setBudgetError(null);
      try {
        await setAgentBudget(wallet, budgetUsdc, proof);
        await refresh();
      } catch (err) {
        setBudgetError(err instanceof ApiError ? err.message : errorText(err));
      }
    },
    [wallet, proof, refresh],
  );
  return { setBudget, budgetError };
}

/** Runs one call to the agent with the busy state, refreshing the panel afterwards; errors go to the log. */
function useAgentCall(note: (level: 'error', message: string) => void, refresh: () => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const act = useCallback(
    async <T>(call: () => Promise<T>): Promise<T | undefined> => {
      setBusy(true);
      try {
        return await call();
      } catch (err) {
        note('error', errorText(err));
        return undefined;
      } finally {
        setBusy(false);
        await refresh();
      }
    },
    [note, refresh],
  );
  return { busy, act };
}

/** The agent as the server has it (account, balances, budget), read every 10 s, and a refresh of it and its log. */
function useAgentRead(wallet: string, proof: ProofHeaders, signedIn: boolean) {
  const queryClient = useQueryClient();
  const init = useQuery({
    ...agentInitializeQuery(wallet, proof),
    enabled: signedIn,
    refetchInterval: AGENT_REFRESH_MS,
    retry: 1,
  });
  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.initialize(wallet) }),
        queryClient.invalidateQueries({ queryKey: agentKeys.log(wallet) }),
        queryClient.invalidateQueries({ queryKey: autopilotKeys.agent(wallet) }),
      ]),
    [queryClient, wallet],
  );
  return { init, refresh };
}

export function useAgent({ wallet, headers }: UseAgentOptions) {
  const signedIn = headers !== undefined;
  const proof = headers ?? { authorization: '' };
  const { init, refresh } = useAgentRead(wallet, proof, signedIn);
  const { entries, note } = useAgentLog(wallet, proof, signedIn);
  const server = useServerAgent(wallet, proof, signedIn, init.data?.enabled ?? false);
  const paused = server.rounds?.paused ?? false;
  const liveData = server.rounds?.liveData ?? true;
  const { busy, act } = useAgentCall(note, refresh);
  const budgetSetting = useBudgetSetting(wallet, proof, refresh);
  const status = agentStatus(!!init.data, paused, busy);
  const budget = init.data?.budget;
  const nextRoundAt = server.rounds?.nextRoundAt;
  usePublishNextReport(
    nextRoundAt && !budget?.exhausted && liveData ? Date.parse(nextRoundAt) : null,
    server.rounds?.moves,
  );

  const buyNow = useCallback(
    (protocol: AgentProtocol) =>
      act(() =>
        purchaseReport({ walletAddress: wallet, service: 'risk-score', protocol, chain: 'base' }, proof),
      ),
    [act, wallet, proof],
  );
  const turnOn = useCallback(() => act(() => turnAgentOn(wallet, proof)), [act, wallet, proof]);
  // Kept on the server (the agent there obeys it with every tab closed), which logs the change.
  const { setSwitches } = server;
  const togglePause = useCallback(
    () => act(() => setSwitches({ paused: !paused })),
    [act, setSwitches, paused],
  );
  const setLiveData = useCallback(
    (on: boolean) => act(() => setSwitches({ liveData: on })),
    [act, setSwitches],
  );
  const saveGuardrail = useCallback(
    (level: Guardrail) => void act(() => setSwitches({ guardrail: level })),
    [act, setSwitches],
  );

  return {
    status,
    init,
    budget,
    busy,
    paused,
    togglePause,
    liveData,
    setLiveData,
    entries,
    note,
    refresh,
    lookNote: server.rounds?.lastRoundNote ?? null,
    rounds: server.rounds,
    cancelMove: (moveId: string) => act(() => server.cancelMove(moveId)),
    setCancelWindow: (seconds: number) => act(() => setSwitches({ cancelWindowSeconds: seconds })),
    saveGuardrail,
    away: server.away,
    buyNow,
    turnOn,
    ...budgetSetting,
    initError: init.isError && !init.data ? AGENT_MESSAGES.initFailed : null,
    /** The API no longer accepts this tab's session (restarted, expired): the panel signs in again. */
    proofRefused: init.error instanceof ApiError && init.error.status === 401,
  };
}
