// What the agent checks before it signs a payment, and why it buys a report at all. Pure rules: the API applies
// them to the seller's payment terms and to the wallet's holdings; the panel shows the same words.

import { formatUsdcUnits } from './budget';
import { AGENT_PROTOCOLS, type AgentProtocol } from './choice';

export type PaymentTerms = { network: string; asset: string; payTo: string; amount: string };

export type PaymentPolicy = {
  network: string;
  asset: string;
  /** The seller's treasury the agent may pay. */
  payTo: string;
  /** The most one payment may be (base units). */
  maxPaymentUnits: number;
  /** What the budget reserved for this purchase (base units): the seller may not ask more. */
  reservedUnits: number;
};

/** Why these payment terms may not be signed, or null when they may. */
export function paymentRefusal(terms: PaymentTerms, policy: PaymentPolicy): string | null {
  if (terms.network !== policy.network) return `network ${terms.network} is not ${policy.network}`;
  if (terms.asset.toLowerCase() !== policy.asset.toLowerCase()) return `asset ${terms.asset} is not USDC`;
  if (terms.payTo.toLowerCase() !== policy.payTo.toLowerCase())
    return `payee ${terms.payTo} is not Fin's treasury`;
  if (!/^\d+$/.test(terms.amount)) return `amount ${terms.amount} is not a whole number of base units`;
  const amount = BigInt(terms.amount);
  if (amount > BigInt(policy.maxPaymentUnits))
    return `${formatUsdcUnits(Number(amount))} USDC is over the ${formatUsdcUnits(policy.maxPaymentUnits)} USDC cap per payment`;
  if (amount > BigInt(policy.reservedUnits))
    return `${formatUsdcUnits(Number(amount))} USDC is more than the ${formatUsdcUnits(policy.reservedUnits)} USDC price reserved`;
  return null;
}

/** The payment cache of the spec: a report younger than this is not bought again. */
export const REPORT_FRESH_MS = 5 * 60_000;

/** A protocol the agent may buy a report on, and why. */
export type ReportReason = { protocol: AgentProtocol; chain: string; why: string };

/** The agent's protocol for a protocol name as positions and the yields list spell it ('Aave V3' → 'aave'). */
export function agentProtocolOf(name: string): AgentProtocol | undefined {
  const flat = name.toLowerCase().replace(/[^a-z]/g, '');
  return AGENT_PROTOCOLS.find((p) => flat.startsWith(p.replace(/[^a-z]/g, '')));
}

/**
 * What is worth a report, in order: what the wallet holds, then what the optimizer is weighing; each protocol
 * once (the first reason wins), and none whose last report is still fresh.
 */
export function reportsWorthBuying(input: {
  held: readonly { protocol: string; chainName: string }[];
  weighing: readonly { protocol: string; chainName: string }[];
  lastBoughtAt: (protocol: AgentProtocol) => number | undefined;
  now: number;
}): ReportReason[] {
  const out: ReportReason[] = [];
  const add = (protocol: string, chainName: string, why: string) => {
    const p = agentProtocolOf(protocol);
    if (!p || out.some((r) => r.protocol === p)) return;
    const last = input.lastBoughtAt(p);
    if (last !== undefined && input.now - last < REPORT_FRESH_MS) return;
    out.push({ protocol: p, chain: chainName.toLowerCase(), why });
  };
  for (const h of input.held)
    add(h.protocol, h.chainName, `this wallet holds ${h.protocol} on ${h.chainName}`);
  for (const w of input.weighing)
    add(w.protocol, w.chainName, `the optimizer is weighing ${w.protocol} on ${w.chainName}`);
  return out;
}
