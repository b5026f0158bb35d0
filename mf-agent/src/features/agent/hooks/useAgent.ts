// The agent panel's behaviour for one signed-in wallet: read its own agent (account, balances, budget, log) every
// 10 s, and on each tick — when the agent is on, live data is on and it is neither paused nor busy — ask the agent
// to look at the wallet: the server buys at most one report that is due (a protocol the wallet holds or the
// optimizer weighs, older than the 5-minute cache) and says why. The agent's keys stay on the server.
import {
  agentInitializeQuery,
  agentKeys,
  agentLogQuery,
  agentLook,
  purchaseReport,
  setAgentBudget,
  turnAgentOn,
} from '@fin/shared/api/agentkit';
import { ApiError } from '@fin/shared/api/client';
import type { AgentProtocol } from '@fin/shared/domain/agent/choice';
import {
  AGENT_LOG_LIMIT,
  AGENT_MESSAGES,
  AGENT_REFRESH_MS,
  type AgentLogEntry,
  type AgentLogLevel,
  type AgentStatus,
  latestLogEntries,
  mayBuyReport,
} from '@fin/shared/domain/agent/panel';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePublishNextReport } from './usePublishNextReport';

export type UseAgentOptions = {
  /** The connected wallet whose agent this is. */
  wallet: string;
  /** The wallet's proof; without it nothing is read (the panel offers to sign in). */
  headers: ProofHeaders | undefined;
};

const LIVE_DATA_KEY = 'fin.agent.liveData';

function storedLiveData(): boolean {
  try {
    return globalThis.localStorage?.getItem(LIVE_DATA_KEY) !== 'off';
  } catch {
    return true;
  }
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : 'Failed to fetch data');

export function useAgent({ wallet, headers }: UseAgentOptions) {
  const queryClient = useQueryClient();
  const signedIn = headers !== undefined;
  const proof = headers ?? { authorization: '' };
  const init = useQuery({
    ...agentInitializeQuery(wallet, proof),
    enabled: signedIn,
    refetchInterval: AGENT_REFRESH_MS,
    retry: 1,
  });
  const log = useQuery({
    ...agentLogQuery(wallet, proof),
    enabled: signedIn,
    refetchInterval: AGENT_REFRESH_MS,
  });
  const [paused, setPaused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [liveData, setLiveDataState] = useState(storedLiveData);
  const [local, setLocal] = useState<AgentLogEntry[]>([]);
  /** What the agent's last look found when it bought nothing (shown, not logged: it repeats every 10 s). */
  const [lookNote, setLookNote] = useState<string | null>(null);
  const seq = useRef(0);

  const note = useCallback((level: AgentLogLevel, message: string) => {
    seq.current += 1;
    const entry = { id: `local-${seq.current}`, at: new Date().toISOString(), level, message };
    setLocal((prev) => latestLogEntries([entry, ...prev]));
  }, []);

  const refresh = useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.initialize(wallet) }),
        queryClient.invalidateQueries({ queryKey: agentKeys.log(wallet) }),
      ]),
    [queryClient, wallet],
  );

  const status: AgentStatus = !init.data
    ? 'initializing'
    : paused
      ? 'paused'
      : busy
        ? 'processing'
        : 'active';
  const budget = init.data?.budget;

  /** Runs one call to the agent with the busy state, refreshing the panel afterwards; errors go to the log. */
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

  const look = useCallback(async () => {
    const r = await act(() => agentLook(wallet, proof));
    if (r) setLookNote(r.bought ? null : r.message);
  }, [act, wallet, proof]);

  const state = useRef({ liveData, status, busy, exhausted: false, ready: false, look });
  state.current = {
    liveData,
    status,
    busy,
    exhausted: budget?.exhausted ?? false,
    ready: init.data?.mode === 'live' && init.data.enabled && init.data.address !== null,
    look,
  };

  const [lastTick, setLastTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => {
      setLastTick(Date.now());
      const s = state.current;
      if (!s.ready || s.exhausted) return;
      if (mayBuyReport({ liveData: s.liveData, status: s.status, busy: s.busy })) void s.look();
    }, AGENT_REFRESH_MS);
    return () => clearInterval(id);
  }, []);

  usePublishNextReport(
    init.data?.mode === 'live' && init.data.enabled && !(budget?.exhausted ?? false) && liveData && !paused
      ? lastTick + AGENT_REFRESH_MS
      : null,
  );

  const buyNow = useCallback(
    (protocol: AgentProtocol) =>
      act(() =>
        purchaseReport({ walletAddress: wallet, service: 'risk-score', protocol, chain: 'base' }, proof),
      ),
    [act, wallet, proof],
  );

  const turnOn = useCallback(() => act(() => turnAgentOn(wallet, proof)), [act, wallet, proof]);

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

  const setLiveData = useCallback((on: boolean) => {
    setLiveDataState(on);
    try {
      globalThis.localStorage?.setItem(LIVE_DATA_KEY, on ? 'on' : 'off');
    } catch {
      // storage unavailable: the choice lasts for this page only
    }
  }, []);

  const togglePause = useCallback(() => {
    note('info', paused ? 'Agent resumed' : 'Agent paused');
    setPaused(!paused);
  }, [note, paused]);

  const entries = useMemo(
    () => latestLogEntries([...(log.data?.entries ?? []), ...local], AGENT_LOG_LIMIT),
    [log.data, local],
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
    lookNote,
    buyNow,
    turnOn,
    setBudget,
    budgetError,
    initError: init.isError && !init.data ? AGENT_MESSAGES.initFailed : null,
    /** The API no longer accepts this tab's session (restarted, expired): the panel signs in again. */
    proofRefused: init.error instanceof ApiError && init.error.status === 401,
  };
}
