// The agent as the server runs it: its switches (Pause/Resume, live data) and its last and next round, read every
// 10 s; and, once per visit, what it did while the owner was away (the server keeps when the owner last looked;
// this page tells it every 10 s that the owner is still here).
import {
  agentRoundsQuery,
  autopilotKeys,
  cancelAgentMove,
  markAgentSeen,
  setAgentSwitches,
} from '@fin/shared/api/autopilot';
import { AGENT_REFRESH_MS } from '@fin/shared/domain/agent/panel';
import type { AgentAway, AgentSwitchesRequest } from '@fin/shared/schemas/autopilot';
import { useFinStore } from '@fin/shared/store/fin-store';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The owner is still looking: told to the server as often as the panel reads, so "away" starts when it closes. */
const HERE_EVERY_MS = AGENT_REFRESH_MS;

function useAway(wallet: string, proof: ProofHeaders, on: boolean): AgentAway | null {
  const [away, setAway] = useState<AgentAway | null>(null);
  useEffect(() => {
    if (!on) return;
    let first = true;
    const tell = () =>
      markAgentSeen(wallet, proof)
        .then((a) => {
          if (first) setAway(a);
          first = false;
        })
        .catch(() => undefined); // the next minute tells it again
    void tell();
    const id = setInterval(tell, HERE_EVERY_MS);
    return () => clearInterval(id);
  }, [wallet, proof, on]);
  return away;
}

export function useServerAgent(wallet: string, proof: ProofHeaders, signedIn: boolean, enabled: boolean) {
  const queryClient = useQueryClient();
  const rounds = useQuery({
    ...agentRoundsQuery(wallet, proof),
    enabled: signedIn && enabled,
    refetchInterval: AGENT_REFRESH_MS,
  });
  const away = useAway(wallet, proof, signedIn && enabled);
  const setSwitches = useCallback(
    async (switches: Omit<AgentSwitchesRequest, 'walletAddress'>) => {
      const view = await setAgentSwitches({ walletAddress: wallet, ...switches }, proof);
      queryClient.setQueryData(autopilotKeys.agent(wallet), view);
    },
    [queryClient, wallet, proof],
  );
  const cancelMove = useCallback(
    async (moveId: string) => {
      const view = await cancelAgentMove(wallet, moveId, proof);
      queryClient.setQueryData(autopilotKeys.agent(wallet), view);
    },
    [queryClient, wallet, proof],
  );
  useAutoRebalanceSync(signedIn && enabled, setSwitches);
  return { rounds: rounds.data, away, setSwitches, cancelMove };
}

/** Quick Actions' Auto Rebalance switch, when the user turns it, is kept on the server too (the agent obeys it). */
function useAutoRebalanceSync(on: boolean, setSwitches: (s: { autoRebalance: boolean }) => Promise<void>) {
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const last = useRef(autoRebalance);
  useEffect(() => {
    if (!on || last.current === autoRebalance) return;
    last.current = autoRebalance;
    void setSwitches({ autoRebalance }).catch(() => undefined); // the panel's next read shows the server's value
  }, [on, autoRebalance, setSwitches]);
}
