// The agent panel's behaviour: read the agent (wallet, balances, budget, log) every 10 s, and on each tick — when
// live data is on and the agent is neither paused nor busy — buy the next report (70% risk score, 30% analytics,
// cycling protocols). The wallet is the server's; the page only asks it to buy and shows what happened.
import { agentInitializeQuery, agentKeys, agentLogQuery, purchaseReport } from '@fin/shared/api/agentkit';
import { chooseAgentPurchase, type RandomSource, seededRandom } from '@fin/shared/domain/agent-choice';
import {
  AGENT_LOG_LIMIT,
  AGENT_MESSAGES,
  AGENT_REFRESH_MS,
  type AgentLogEntry,
  type AgentLogLevel,
  type AgentStatus,
  latestLogEntries,
  mayBuyReport,
} from '@fin/shared/domain/agent-panel';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { usePublishNextReport } from './usePublishNextReport';

export type UseAgentOptions = {
  /** The connected user's wallet: analytics reports are about it. */
  walletAddress: string | undefined;
  random?: RandomSource;
};

const LIVE_DATA_KEY = 'fin.agent.liveData';
/** A whole number here replays a session's purchase choices (support reproducing a report, browser tests). */
const SEED_KEY = 'fin.agent.seed';

/** The tab's choice source: seeded when the tab carries a seed, Math.random otherwise. */
function tabRandom(): RandomSource {
  try {
    const seed = globalThis.sessionStorage?.getItem(SEED_KEY);
    if (seed && /^\d{1,10}$/.test(seed)) return seededRandom(Number(seed));
  } catch {
    // Storage blocked: no replay, plain randomness.
  }
  return Math.random;
}

function storedLiveData(): boolean {
  try {
    return globalThis.localStorage?.getItem(LIVE_DATA_KEY) !== 'off';
  } catch {
    return true;
  }
}

export function useAgent({ walletAddress, random: given }: UseAgentOptions) {
  const queryClient = useQueryClient();
  // Made once per panel: a seeded source re-made on each render would replay its first draw forever.
  const [random] = useState<RandomSource>(() => given ?? tabRandom());
  const init = useQuery({ ...agentInitializeQuery(), refetchInterval: AGENT_REFRESH_MS, retry: 1 });
  const log = useQuery({ ...agentLogQuery(), refetchInterval: AGENT_REFRESH_MS });
  // Reading the agent logs what it finds (low gas, simulated balance): the log is read again after each reading,
  // so a warning shows at once instead of at the next 10-second refresh.
  useEffect(() => {
    if (init.dataUpdatedAt > 0) void queryClient.invalidateQueries({ queryKey: agentKeys.log() });
  }, [init.dataUpdatedAt, queryClient]);
  const [paused, setPaused] = useState(false);
  const [busy, setBusy] = useState(false);
  const [liveData, setLiveDataState] = useState(storedLiveData);
  const [local, setLocal] = useState<AgentLogEntry[]>([]);
  const tick = useRef(0);
  const seq = useRef(0);

  const note = useCallback((level: AgentLogLevel, message: string) => {
    seq.current += 1;
    const entry = { id: `local-${seq.current}`, at: new Date().toISOString(), level, message };
    setLocal((prev) => latestLogEntries([entry, ...prev]));
  }, []);

  const status: AgentStatus = !init.data
    ? 'initializing'
    : paused
      ? 'paused'
      : busy
        ? 'processing'
        : 'active';
  const budget = init.data?.budget;

  const buyNext = useCallback(async () => {
    const choice = chooseAgentPurchase(tick.current, random);
    tick.current += 1;
    setBusy(true);
    try {
      // Analytics is about the connected wallet; without one the agent studies the protocol instead.
      const body =
        choice.service === 'analytics' && walletAddress
          ? { service: 'analytics' as const, walletAddress, protocol: choice.protocol }
          : { service: 'risk-score' as const, protocol: choice.protocol, chain: choice.chain };
      await purchaseReport(body);
    } catch (err) {
      note(
        'error',
        err instanceof Error && err.name === 'AbortError' ? 'Request aborted' : 'Failed to fetch data',
      );
    } finally {
      setBusy(false);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: agentKeys.initialize() }),
        queryClient.invalidateQueries({ queryKey: agentKeys.log() }),
      ]);
    }
  }, [note, queryClient, random, walletAddress]);

  const state = useRef({ liveData, status, busy, exhausted: false, live: false, buyNext });
  state.current = {
    liveData,
    status,
    busy,
    exhausted: budget?.exhausted ?? false,
    live: init.data?.mode === 'live',
    buyNext,
  };

  const [lastTick, setLastTick] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => {
      setLastTick(Date.now());
      const s = state.current;
      if (!s.live || s.exhausted) return;
      if (mayBuyReport({ liveData: s.liveData, status: s.status, busy: s.busy })) void s.buyNext();
    }, AGENT_REFRESH_MS);
    return () => clearInterval(id);
  }, []);

  usePublishNextReport(
    init.data?.mode === 'live' && !(budget?.exhausted ?? false) && liveData && !paused
      ? lastTick + AGENT_REFRESH_MS
      : null,
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
    paused,
    togglePause,
    liveData,
    setLiveData,
    entries,
    note,
    initError: init.isError && !init.data ? AGENT_MESSAGES.initFailed : null,
  };
}
