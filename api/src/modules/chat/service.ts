// Answers one chat question: recognise the intent (no model), call only the tools it needs, in parallel where
// they are independent, and write the answer from their results. Every figure in the text comes from a tool
// result and the answer names its sources with their times.

import type { ChatResponse } from '@fin/shared/schemas/chat';
import type { Address } from 'viem';
import { composeAnswer, toolsFor } from './language/chat-answer';
import type { ChatFacts } from './language/chat-facts';
import { recognizeIntent } from './language/chat-intent';
import type { ChatTools } from './tools';

export type ChatQuestion = {
  message: string;
  walletAddress?: Address | undefined;
  includeAlchemyData: boolean;
  /** The wallet the request proved (signed in): only its own agent may buy a paid report for the answer. */
  provenWallet?: Address | undefined;
};

export class ChatService {
  constructor(private readonly tools: ChatTools) {}

  async answer(q: ChatQuestion): Promise<ChatResponse> {
    const recognized = recognizeIntent(q.message);
    const wallet = q.includeAlchemyData ? q.walletAddress : undefined;
    const needed = new Set(toolsFor(recognized, wallet !== undefined));
    const facts: ChatFacts = {
      now: this.tools.now(),
      unavailable: [],
      ...(wallet ? { walletAddress: wallet } : {}),
    };
    const t = this.tools;
    const [portfolio, earnings, yields, pendingBurns, optimizer, riskReport] = await Promise.all([
      wallet && needed.has('portfolio') ? t.run(facts, 'portfolio', () => t.portfolio(wallet)) : undefined,
      wallet && needed.has('earnings') ? t.run(facts, 'earnings', () => t.earnings(wallet)) : undefined,
      needed.has('yields') ? t.run(facts, 'yields list', () => t.yields()) : undefined,
      wallet && needed.has('pendingBurns')
        ? t.run(facts, 'transfers', () => t.pendingBurns(wallet))
        : undefined,
      wallet && needed.has('optimizer')
        ? t.run(facts, 'optimizer', () =>
            t.optimizer(wallet, recognized.params, q.provenWallet !== undefined),
          )
        : undefined,
      needed.has('riskReport')
        ? t.run(facts, 'risk report', () => t.riskReport(recognized.params, q.provenWallet))
        : undefined,
    ]);
    if (portfolio) facts.portfolio = portfolio;
    if (earnings) facts.earnings = earnings;
    if (yields) facts.yields = yields;
    if (pendingBurns) facts.pendingBurns = pendingBurns;
    if (optimizer) facts.optimizer = optimizer;
    if (riskReport) facts.riskReport = riskReport;
    if (needed.has('transferQuote')) {
      const quote = await t.run(facts, 'transfer fees', () => t.transferQuote(recognized.params, portfolio));
      if (quote) facts.transferQuote = quote;
    }
    // Answers are written in the request's wall-clock time, after the tools returned, so "N s ago" is honest.
    facts.now = this.tools.now();
    const reply = composeAnswer(recognized, facts, q.message);
    return {
      content: reply.content,
      timestamp: facts.now.toISOString(),
      metadata: {
        ...reply.metadata,
        dataSource: reply.metadata.dataSource ?? 'alchemy',
        x402Enhanced: reply.metadata.x402Enhanced ?? false,
      },
    };
  }
}
