import { quoteTransfer } from '@fin/shared/domain/cctp/fees';
import { describe, expect, it } from 'vitest';
import {
  answerTransferFees,
  answerTransferStatus,
} from '../../src/modules/chat/language/chat-answer-transfer';
import type { ChatFacts, PendingBurnsFacts } from '../../src/modules/chat/language/chat-facts';
import { recognizeIntent } from '../../src/modules/chat/language/chat-intent';

const NOW = new Date('2026-03-04T12:00:10Z');
const BURN = {
  sourceChainId: 8453,
  destinationChainId: 42161,
  txHash: `0x${'ab'.repeat(32)}`,
  amount: 123,
  fast: true,
  attested: false,
};

function answer(pending: Omit<PendingBurnsFacts, 'checkedAt'>) {
  const facts: ChatFacts = {
    now: NOW,
    unavailable: [],
    pendingBurns: { ...pending, checkedAt: '2026-03-04T12:00:08Z' },
  };
  return answerTransferStatus(recognizeIntent('any pending transfer?').params, facts);
}

describe('the answer about unfinished transfers while a chain is down', () => {
  it('lists what the live chains show and names the chain it could not read', () => {
    expect(recognizeIntent('any pending transfer?').intent).toBe('transfer-status');
    const reply = answer({
      burns: [BURN],
      chainIds: [1, 8453, 42161, 43114, 137],
      unreadChains: [{ chainId: 10, reason: 'HTTP request failed.' }],
    });
    expect(reply.content).toContain('1 transfer has not arrived yet');
    expect(reply.content).toContain('123.00 USDC Base → Arbitrum');
    expect(reply.content).toContain(
      "I couldn't read Optimism just now, so a transfer from or to it is not in",
    );
    expect(reply.metadata.sources?.[0]?.name).toContain('on 5 of 6 chains');
  });

  it('does not call the wallet clear of transfers on chains it could not read', () => {
    const reply = answer({
      burns: [],
      chainIds: [1, 8453, 42161, 43114],
      unreadChains: [
        { chainId: 10, reason: 'HTTP request failed.' },
        { chainId: 137, reason: 'chain 137 did not answer within 6 s' },
      ],
    });
    expect(reply.content).toMatch(/^No unfinished transfer on Ethereum, Base, Arbitrum and Avalanche:/);
    expect(reply.content).toContain(
      "I couldn't read Optimism and Polygon just now, so a transfer from or to them",
    );
  });

  it('says nothing about unread chains when every chain answered', () => {
    const reply = answer({ burns: [], chainIds: [1, 8453, 42161, 43114, 10, 137], unreadChains: [] });
    expect(reply.content).toMatch(/^No unfinished transfer: every USDC burn/);
    expect(reply.content).not.toContain("couldn't read");
    expect(reply.metadata.sources?.[0]?.name).toContain('on 6 chains');
  });
});

describe("the transfer answer when the user asks for delivery without gas ('Delivered for you')", () => {
  it('offers the forwarded choice and the button opens the form with it selected', () => {
    const question = 'send 300 usdc from base to arbitrum and deliver it for me';
    const { intent, params } = recognizeIntent(question);
    expect(intent).toBe('transfer-fees');
    const input = {
      amount: 300_000_000n,
      sourceChainId: 8453,
      destinationChainId: 42161,
      schedule: { minimumFee: 0n, percentage: 0.01, maxFee: null },
      allowanceUsdc: 1_000_000,
    };
    const facts: ChatFacts = {
      now: NOW,
      unavailable: [],
      transferQuote: {
        from: 8453,
        to: 42161,
        amount: 300,
        fast: quoteTransfer({ ...input, wanted: 'fast' }),
        standard: quoteTransfer({ ...input, wanted: 'standard' }),
        scheduleSource: 'circle',
        feeBps: 1,
        fetchedAt: NOW.toISOString(),
      },
    };
    const reply = answerTransferFees(params, facts);
    expect(reply.content).toContain(
      "• Delivered for you: Circle's Forwarding Service mints on Arbitrum for you, so you need no gas there",
    );
    expect(reply.metadata.action).toEqual({
      type: 'transfer',
      fromChainId: 8453,
      toChainId: 42161,
      amount: '300',
      speed: 'forwarded',
    });
    // Asking for speed alone still picks Fast.
    expect(recognizeIntent('send 300 usdc from base to arbitrum fast').params.speed).toBe('fast');
  });
});
