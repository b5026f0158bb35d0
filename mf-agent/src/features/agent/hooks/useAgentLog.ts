// The agent's log as the panel shows it: the server's entries (read every 10 s) with what this page noted itself
// (errors, pause and resume), newest first, at most AGENT_LOG_LIMIT.
import { agentLogQuery } from '@fin/shared/api/agentkit';
import {
  AGENT_LOG_LIMIT,
  AGENT_REFRESH_MS,
  type AgentLogEntry,
  type AgentLogLevel,
  latestLogEntries,
} from '@fin/shared/domain/agent/panel';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useRef, useState } from 'react';

export function useAgentLog(wallet: string, proof: ProofHeaders, signedIn: boolean) {
  const log = useQuery({
    ...agentLogQuery(wallet, proof),
    enabled: signedIn,
    refetchInterval: AGENT_REFRESH_MS,
  });
  const [local, setLocal] = useState<AgentLogEntry[]>([]);
  const seq = useRef(0);
  const note = useCallback((level: AgentLogLevel, message: string) => {
    seq.current += 1;
    const entry = { id: `local-${seq.current}`, at: new Date().toISOString(), level, message };
    setLocal((prev) => latestLogEntries([entry, ...prev]));
  }, []);
  const entries = useMemo(
    () => latestLogEntries([...(log.data?.entries ?? []), ...local], AGENT_LOG_LIMIT),
    [log.data, local],
  );
  return { entries, note };
}
