// The agent as the server runs it: its switches (Pause/Resume, live data) and its last and next round, read every
// 10 s; and, once per visit, what it did while the owner was away (the server keeps when the owner last looked;
// this page tells it every 10 s that the owner is still here).
import { agentRoundsQuery, autopilotKeys, markAgentSeen, setAgentSwitches } from '@fin/shared/api/autopilot';
import { AGENT_REFRESH_MS } from '@fin/shared/domain/agent/panel';
import type { AgentAway } from '@fin/shared/schemas/autopilot';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';

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
    async (switches: { paused?: boolean; liveData?: boolean }) => {
      const view = await setAgentSwitches({ walletAddress: wallet, ...switches }, proof);
      queryClient.setQueryData(autopilotKeys.agent(wallet), view);
    },
    [queryClient, wallet, proof],
  );
  return { rounds: rounds.data, away, setSwitches };
}
