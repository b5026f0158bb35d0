// What the owner's buttons do around the agent: Optimize asks the optimizer section for a plan (nothing moves until
// the user signs there), Fund and Withdraw move USDC with real transactions; each outcome goes to the agent's log.
import { openSection } from '@fin/shared/contract/section-actions';
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import { AGENT_MESSAGES, type Guardrail, guardrailProfile } from '@fin/shared/domain/agent/panel';
import { useFinStore } from '@fin/shared/store/fin-store';
import { useState } from 'react';
import type { Address } from 'viem';
import { LOW_GAS_TEXT } from '../utils/funds-error';
import type { useAgent } from './useAgent';
import type { useAgentFunds } from './useAgentFunds';

type Agent = ReturnType<typeof useAgent>;

export function useOptimizeRequest(agent: Agent, guardrail: Guardrail) {
  const autoRebalance = useFinStore((s) => s.autoRebalance);
  const [optimizeNote, setOptimizeNote] = useState<string | null>(null);
  const optimize = () => {
    if (agent.paused) {
      agent.note('warning', AGENT_MESSAGES.pausedOptimize);
      return;
    }
    if (!autoRebalance) {
      setOptimizeNote(AGENT_MESSAGES.autoRebalanceOff);
      agent.note('warning', AGENT_MESSAGES.autoRebalanceOff);
      return;
    }
    const profile = guardrailProfile(guardrail);
    // The optimizer section scrolls into view and analyses; nothing moves until the user signs in its own flow.
    openSection('openOptimizer', { profile, run: true });
    setOptimizeNote(`The optimizer is analysing with the ${profile} profile: review its plan there`);
    agent.note('info', `Optimize requested with the ${profile} profile`);
  };
  return { optimize, optimizeNote };
}

export function useAgentMoney(agent: Agent, funds: ReturnType<typeof useAgentFunds>) {
  const data = agent.init.data;
  const fund = async (amount: string) => {
    if (!data?.address) return;
    const r = await funds.fund(data.address as Address, amount);
    if (r.ok) agent.note('success', `You sent ${amount} USDC to the agent on Base`);
    else if (r.error === LOW_GAS_TEXT) agent.note('warning', AGENT_MESSAGES.lowGas);
    await agent.refresh();
  };
  const withdraw = async () => {
    const r = await funds.withdraw();
    if (r.ok && r.value !== undefined)
      agent.note(
        'success',
        `${formatUsdcUnits(Number(r.value))} USDC withdrawn from the agent to your wallet`,
      );
    else if (!r.ok && r.error === LOW_GAS_TEXT) agent.note('warning', AGENT_MESSAGES.lowGas);
    await agent.refresh();
  };
  return { onFund: fund, onWithdraw: withdraw, moving: funds.pending, error: funds.error };
}
