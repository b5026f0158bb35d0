// Every 10 s, when the agent is live and on, within budget, live data is on and it is neither paused nor busy, the
// agent looks at the wallet (the server buys at most one report that is due). The next look is published for the
// page's Upcoming Ops.
import { AGENT_REFRESH_MS, type AgentStatus, mayBuyReport } from '@fin/shared/domain/agent/panel';
import { useEffect, useRef, useState } from 'react';
import { usePublishNextReport } from './usePublishNextReport';

export type TickerState = {
  liveData: boolean;
  status: AgentStatus;
  busy: boolean;
  paused: boolean;
  exhausted: boolean;
  /** A live agent, turned on, with an address. */
  ready: boolean;
  /** Live mode and on (the budget and switches decide the rest). */
  live: boolean;
  look: () => Promise<void>;
};

export function useAgentTicker(now: TickerState) {
  const state = useRef(now);
  state.current = now;
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
    now.live && !now.exhausted && now.liveData && !now.paused ? lastTick + AGENT_REFRESH_MS : null,
  );
}
