// Answers about moving USDC between chains: what a transfer costs and how long it takes on a route (from
// Circle's live fee schedule and the product's fee rule), and the state of transfers already started.

import { USDC_DECIMALS } from '@fin/shared/domain/cctp/fees';
import { transferLinkPath } from '@fin/shared/domain/cctp/transfer-link';
import { getChainName } from '@fin/shared/domain/chains/chains';
import { amountToNumber } from '@fin/shared/domain/money/amount';
import { formatTokenAmount, formatUsd, shortenAddress } from '@fin/shared/domain/money/format';
import type { ChatSource } from '@fin/shared/schemas/chat';
import {
  amountText,
  type ChatFacts,
  type ChatReply,
  portfolioSource,
  sourceLine,
  type TransferQuoteFacts,
} from './chat-facts';
import type { ChatParams } from './chat-intent';

const usdc = (units: bigint) => formatUsd(amountToNumber(units, USDC_DECIMALS));

/** USDC the wallet holds in plain USDC on a chain (what a transfer can burn). */
function usdcOn(facts: ChatFacts, chainId: number): number {
  return (facts.portfolio?.entries ?? [])
    .filter((e) => e.chainId === chainId && e.asset.type === 'stablecoin' && e.asset.symbol === 'USDC')
    .reduce((t, e) => t + Number(e.balance), 0);
}

export function answerTransferFees(params: ChatParams, facts: ChatFacts): ChatReply {
  const q = facts.transferQuote;
  if (!q) {
    const which = params.to === undefined ? 'the destination chain' : 'the source chain';
    return {
      content: `Which route? Tell me ${which}, for example "move 500 USDC from Base to Arbitrum". A standard transfer is free and takes 15-19 minutes; a fast one arrives in seconds for a small fee where the source chain offers it.`,
      metadata: {},
    };
  }
  return quoteReply(params, facts, q);
}

/** One line per way the transfer may go: standard, fast (or why not), delivered for you when asked. */
function speedLines(params: ChatParams, q: TransferQuoteFacts): string[] {
  const lines: string[] = [];
  lines.push(
    `• Standard: fee ${usdc(q.standard.fee)}, about ${q.standard.mode.estimatedTime}; you receive ${usdc(q.standard.receive)}.`,
  );
  if (q.fast.fastEligible) {
    lines.push(
      `• Fast: fee ${usdc(q.fast.fee)} (${q.feeBps} bp), about ${q.fast.mode.estimatedTime}; you receive ${usdc(q.fast.receive)}.`,
    );
  } else {
    lines.push(
      `• Fast: not offered on this route or amount right now${params.speed === 'fast' ? ', so it would go standard' : ''}.`,
    );
  }
  if (params.speed === 'forwarded')
    lines.push(
      `• Delivered for you: Circle's Forwarding Service mints on ${getChainName(q.to)} for you, so you need no gas there and no network switch; its forwarding fee comes off what arrives and the form shows it before you sign.`,
    );
  return lines;
}

/** The speed the button asks the form for: the one the user named, when the route offers it. */
function actionSpeed(
  params: ChatParams,
  q: TransferQuoteFacts,
): 'forwarded' | 'fast' | 'standard' | undefined {
  if (params.speed === 'forwarded') return 'forwarded';
  if (params.speed === 'fast' && q.fast.fastEligible) return 'fast';
  return params.speed === 'standard' ? 'standard' : undefined;
}

function quoteReply(params: ChatParams, facts: ChatFacts, q: TransferQuoteFacts): ChatReply {
  const route = `${getChainName(q.from)} → ${getChainName(q.to)}`;
  const lines = [`Moving ${formatUsd(q.amount)} USDC ${route} with Circle's CCTP:`, ...speedLines(params, q)];
  const sources: ChatSource[] = [
    {
      name:
        q.scheduleSource === 'circle'
          ? "Circle's fee schedule and fast allowance"
          : 'the fallback fee schedule (Circle unreachable)',
      asOf: q.fetchedAt,
    },
  ];
  const notes: string[] = [];
  if (facts.portfolio) {
    sources.push(portfolioSource(facts.portfolio));
    const held = usdcOn(facts, q.from);
    lines.push(`You hold ${formatUsd(held)} USDC on ${getChainName(q.from)}.`);
    if (held < q.amount)
      notes.push(
        `That is less than ${formatUsd(q.amount)}: the transfer form will ask for a smaller amount.`,
      );
  }
  if (params.from === undefined)
    notes.push(`I picked ${getChainName(q.from)} as the source because it holds the most USDC.`);
  if (params.amount === undefined) notes.push('No amount given, so I quoted 1,000 USDC.');
  lines.push('The button fills in the transfer form; you check and sign there.');
  lines.push(sourceLine(sources, facts.now, notes));
  const speed = actionSpeed(params, q);
  return {
    content: lines.join('\n'),
    metadata: {
      action: {
        type: 'transfer',
        fromChainId: q.from,
        toChainId: q.to,
        amount: amountText(q.amount),
        ...(speed ? { speed } : {}),
      },
      sources,
    },
  };
}

/** "Optimism" / "Optimism and Polygon" / "Base, Optimism and Polygon". */
function chainList(ids: readonly number[]): string {
  const names = ids.map((id) => getChainName(id));
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

export function answerTransferStatus(_params: ChatParams, facts: ChatFacts): ChatReply {
  const pending = facts.pendingBurns;
  if (!pending) {
    return {
      content:
        "I couldn't check your transfers right now. Open Quick Actions: its history lists every transfer this browser started, and 'Complete Pending Transfer' finishes one that is stuck.",
      metadata: {},
    };
  }
  const total = pending.chainIds.length + pending.unreadChains.length;
  const sources: ChatSource[] = [
    {
      name: `burn events and mints on ${pending.unreadChains.length ? `${pending.chainIds.length} of ${total}` : pending.chainIds.length} chains, plus Circle's attestation service`,
      asOf: pending.checkedAt,
    },
  ];
  const unread = pending.unreadChains.map((c) => c.chainId);
  // A chain that did not answer is named: a transfer from or to it can be neither listed nor ruled out.
  const unreadLine = unread.length
    ? `I couldn't read ${chainList(unread)} just now, so a transfer from or to ${unread.length > 1 ? 'them' : 'it'} is not in this answer: ask again in a moment, or check it in Quick Actions.`
    : undefined;
  if (pending.burns.length === 0) {
    const none = unread.length
      ? `No unfinished transfer on ${chainList(pending.chainIds)}: every USDC burn from this wallet that I can see there has been minted on its destination chain.`
      : 'No unfinished transfer: every USDC burn from this wallet that I can see has been minted on its destination chain.';
    return {
      content: [none, ...(unreadLine ? [unreadLine] : []), sourceLine(sources, facts.now)].join('\n'),
      metadata: { sources },
    };
  }
  const lines = [
    `${pending.burns.length} transfer${pending.burns.length > 1 ? 's have' : ' has'} not arrived yet:`,
    ...pending.burns.slice(0, 5).map((b) => {
      const state = b.attested
        ? "attested by Circle and ready to mint: finish it in Quick Actions ('Complete Pending Transfer'), it costs only the mint gas"
        : `waiting for Circle's attestation (${b.fast ? 'fast: usually seconds' : 'standard: usually 15-19 minutes after the burn'})`;
      const link = transferLinkPath(b.sourceChainId, b.txHash);
      return `• ${formatTokenAmount(b.amount, USDC_DECIMALS)} USDC ${getChainName(b.sourceChainId)} → ${getChainName(b.destinationChainId)}, burn ${shortenAddress(b.txHash, 10, 6)}: ${state}.${link ? ` Its link: ${link}` : ''}`;
    }),
    ...(unreadLine ? [unreadLine] : []),
    'Your USDC is safe while it waits: a burned transfer can always be completed later.',
    sourceLine(sources, facts.now),
  ];
  const first = pending.burns[0];
  return {
    content: lines.join('\n'),
    metadata: {
      ...(first
        ? {
            action: {
              type: 'transfer' as const,
              fromChainId: first.sourceChainId,
              toChainId: first.destinationChainId,
            },
          }
        : {}),
      sources,
    },
  };
}
