// The agent panel's behaviour for one signed-in wallet: read its own agent (account, balances, budget, log) every
// 10 s, and on each tick — when the agent is on, live data is on and it is neither paused nor busy — ask the agent
// to look at the wallet: the server buys at most one report that is due (a protocol the wallet holds or the
// optimizer weighs, older than the 5-minute cache) and says why. The agent's keys stay on the server.
import {
  agentInitializeQuery,
  agentKeys,
  agentLook,
  purchaseReport,
  setAgentBudget,
  turnAgentOn,
} from '@fin/shared/api/agentkit';
import { ApiError } from '@fin/shared/api/client';
import type { AgentProtocol } from '@fin/shared/domain/agent/choice';
import { AGENT_MESSAGES, AGENT_REFRESH_MS } from '@fin/shared/domain/agent/panel';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { agentStatus, errorText } from '../utils/agent-status';
import { useAgentLog } from './useAgentLog';
import { useAgentTicker } from './useAgentTicker';
import { useLiveData } from './useLiveData';

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
      ]),
    [queryClient, wallet],
  );
  return { init, refresh };
}

type Act = ReturnType<typeof useAgentCall>['act'];

/** The agent looks at the wallet; what it found when it bought nothing is shown, not logged (it repeats every 10 s). */
function useLook(act: Act, wallet: string, proof: ProofHeaders) {
  const [lookNote, setLookNote] = useState<string | null>(null);
  const look = useCallback(async () => {
    const r = await act(() => agentLook(wallet, proof));
    if (r) setLookNote(r.bought ? null : r.message);
  }, [act, wallet, proof]);
  return { look, lookNote };
}

export function useAgent({ wallet, headers }: UseAgentOptions) {
  const signedIn = headers !== undefined;
  const proof = headers ?? { authorization: '' };
  const { init, refresh } = useAgentRead(wallet, proof, signedIn);
  const { entries, note } = useAgentLog(wallet, proof, signedIn);
  const [paused, setPaused] = useState(false);
  const { liveData, setLiveData } = useLiveData();
  const { busy, act } = useAgentCall(note, refresh);
  const budgetSetting = useBudgetSetting(wallet, proof, refresh);
  const status = agentStatus(!!init.data, paused, busy);
  const budget = init.data?.budget;

  const { look, lookNote } = useLook(act, wallet, proof);
  const live = init.data?.mode === 'live' && init.data.enabled;
  useAgentTicker({
    liveData,
    status,
    busy,
    paused,
    exhausted: budget?.exhausted ?? false,
    ready: live && init.data?.address !== null,
    live,
    look,
  });

  const buyNow = useCallback(
    (protocol: AgentProtocol) =>
      act(() =>
        purchaseReport({ walletAddress: wallet, service: 'risk-score', protocol, chain: 'base' }, proof),
      ),
    [act, wallet, proof],
  );
  const turnOn = useCallback(() => act(() => turnAgentOn(wallet, proof)), [act, wallet, proof]);
  const togglePause = useCallback(() => {
    note('info', paused ? 'Agent resumed' : 'Agent paused');
    setPaused(!paused);
  }, [note, paused]);

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
    lookNote,
    buyNow,
    turnOn,
    ...budgetSetting,
    initError: init.isError && !init.data ? AGENT_MESSAGES.initFailed : null,
    /** The API no longer accepts this tab's session (restarted, expired): the panel signs in again. */
    proofRefused: init.error instanceof ApiError && init.error.status === 401,
  };
}
