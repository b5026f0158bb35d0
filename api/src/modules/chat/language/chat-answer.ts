// One entry point: which tools a recognised question needs, and the answer written from what they returned.

import { fallbackReply } from '@fin/shared/domain/chat/fallback';
import type { ChatMetadata } from '@fin/shared/schemas/chat';
import { answerAdvice } from './chat-answer-advice';
import { answerEarned, answerTopEarner } from './chat-answer-earnings';
import { answerBalance, answerPositionEarnings } from './chat-answer-portfolio';
import { answerTransferFees, answerTransferStatus } from './chat-answer-transfer';
import { answerBestYield, answerCompare, answerRisk } from './chat-answer-yields';
import type { ChatFacts, ChatReply } from './chat-facts';
import type { ChatIntentName, RecognizedIntent } from './chat-intent';

export type ChatTool =
  | 'earnings'
  | 'portfolio'
  | 'yields'
  | 'transferQuote'
  | 'pendingBurns'
  | 'optimizer'
  | 'riskReport';

const NEEDS: Record<ChatIntentName, ChatTool[]> = {
  balance: ['portfolio'],
  'position-earnings': ['portfolio'],
  earned: ['earnings'],
  'top-earner': ['earnings'],
  'best-yield': ['yields'],
  deposit: ['yields'],
  'compare-pools': ['yields'],
  'protocol-risk': ['yields', 'riskReport'],
  'transfer-fees': ['portfolio', 'transferQuote'],
  'transfer-status': ['pendingBurns'],
  advice: ['portfolio', 'yields', 'optimizer'],
  help: [],
  unknown: [],
};

/** The tools a question needs; wallet tools only when a wallet is given. */
export function toolsFor({ intent, params }: RecognizedIntent, hasWallet: boolean): ChatTool[] {
  const tools = [...NEEDS[intent]];
  if (intent === 'balance' && (params.scope === 'idle' || params.scope === 'split')) tools.push('yields');
  if (intent === 'protocol-risk' && params.protocols.length === 0) tools.push('portfolio');
  const walletTools: ChatTool[] = ['portfolio', 'earnings', 'pendingBurns', 'optimizer'];
  return hasWallet ? tools : tools.filter((t) => !walletTools.includes(t));
}

const HELP_TEXT = [
  "I'm Fin's assistant. I answer from your live balances and the yields list, for example:",
  '• "What\'s my total balance?" or "how much is idle on Base?"',
  '• "How much have I earned?" or "which position earns the most?"',
  '• "Best USDC yield on Arbitrum with TVL over 50m"',
  '• "Compare Aave and Compound on Base"',
  '• "How risky is Morpho?"',
  '• "How much does it cost to move 1.5k from Base to Arbitrum?"',
  '• "Is my transfer done?" or "What should I do?"',
].join('\n');

const WALLET_INTENTS: ChatIntentName[] = [
  'balance',
  'position-earnings',
  'earned',
  'top-earner',
  'transfer-status',
  'advice',
];

/** The answer to a recognised question from the tools' results. */
export function composeAnswer(
  recognized: RecognizedIntent,
  facts: ChatFacts,
  message: string,
): ChatReply & {
  metadata: Partial<ChatMetadata>;
} {
  const { intent } = recognized;
  if (WALLET_INTENTS.includes(intent) && !facts.walletAddress) {
    return { content: 'Connect a wallet first: I answer this from your own balances.', metadata: {} };
  }
  const reply = intentReply(recognized, facts, message);
  return { ...reply, metadata: { intent, ...reply.metadata } };
}

/** Each intent's answer, or what could not be read for it. */
function intentReply({ intent, params }: RecognizedIntent, facts: ChatFacts, message: string): ChatReply {
  const missing = (what: string): ChatReply => ({
    content: `I couldn't read ${what} just now${facts.unavailable.length ? ` (${facts.unavailable.join('; ')})` : ''}. Please try again in a moment.`,
    metadata: {},
  });
  let reply: ChatReply;
  switch (intent) {
    case 'balance':
      reply = facts.portfolio ? answerBalance(params, facts) : missing('your balances');
      break;
    case 'position-earnings':
      reply = facts.portfolio ? answerPositionEarnings(params, facts) : missing('your positions');
      break;
    case 'earned':
      reply = facts.earnings ? answerEarned(facts) : missing('what your positions earned');
      break;
    case 'top-earner':
      reply = facts.earnings ? answerTopEarner(facts) : missing('what your positions earned');
      break;
    case 'best-yield':
    case 'deposit':
      reply = facts.yields
        ? answerBestYield(params, facts, intent === 'deposit')
        : missing('the yields list');
      break;
    case 'compare-pools':
      reply = facts.yields ? answerCompare(params, facts) : missing('the yields list');
      break;
    case 'protocol-risk':
      reply = facts.yields ? answerRisk(params, facts) : missing('the yields list');
      break;
    case 'transfer-fees':
      reply = answerTransferFees(params, facts);
      break;
    case 'transfer-status':
      reply = answerTransferStatus(params, facts);
      break;
    case 'advice':
      reply = facts.portfolio ? answerAdvice(params, facts) : missing('your balances');
      break;
    case 'help':
      reply = { content: HELP_TEXT, metadata: {} };
      break;
    default: {
      const canned = fallbackReply(message);
      reply = {
        content: canned.topic === 'default' ? `I didn't catch that.\n${HELP_TEXT}` : canned.content,
        metadata: { dataSource: 'fallback' },
      };
    }
  }
  return reply;
}
