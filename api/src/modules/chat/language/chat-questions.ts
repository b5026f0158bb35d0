// The support chat's question table: what people really ask, typos and all, with the intent and details the
// engine must recognise. Used by the unit tests and by the latency/accuracy benchmark (bench/chat-answers.ts).
import type { ChatIntentName, ChatParams } from './chat-intent';

export type ChatQuestion = { question: string; intent: ChatIntentName; params?: Partial<ChatParams> };

const BASE = 8453;
const ARB = 42161;
const ETH = 1;
const OP = 10;
const AVAX = 43114;
const POLY = 137;

export const CHAT_QUESTIONS: readonly ChatQuestion[] = [
  // Balances and totals
  { question: "What's my total balance?", intent: 'balance' },
  {
    question: 'how much USDC do I have on Base?',
    intent: 'balance',
    params: { chainIds: [BASE], assets: ['USDC'] },
  },
  { question: 'whats my balnce on arbitrun', intent: 'balance', params: { chainIds: [ARB] } },
  { question: 'Show me my portfolio', intent: 'balance' },
  { question: 'how much of my money is idle?', intent: 'balance', params: { scope: 'idle' } },
  { question: 'How much is earning vs idle?', intent: 'balance', params: { scope: 'split' } },
  {
    question: "what's sitting idle on polygon",
    intent: 'balance',
    params: { scope: 'idle', chainIds: [POLY] },
  },
  { question: 'total DAI across all chains', intent: 'balance', params: { assets: ['DAI'] } },
  {
    question: 'my usdt balance on optimism pls',
    intent: 'balance',
    params: { chainIds: [OP], assets: ['USDT'] },
  },
  { question: 'How Much Do I Have On Avalanche', intent: 'balance', params: { chainIds: [AVAX] } },
  { question: "WHAT'S MY BALANCE ON POLYGN", intent: 'balance', params: { chainIds: [POLY] } },
  { question: 'how mcuh usdc on etherum', intent: 'balance', params: { chainIds: [ETH], assets: ['USDC'] } },
  { question: 'what is my net worth', intent: 'balance' },
  // Best yields with filters
  { question: 'what is the best yield for usdc', intent: 'best-yield', params: { assets: ['USDC'] } },
  { question: 'best APY on base right now', intent: 'best-yield', params: { chainIds: [BASE] } },
  {
    question: 'highest yeild for USDT on Arbitrum',
    intent: 'best-yield',
    params: { chainIds: [ARB], assets: ['USDT'] },
  },
  { question: 'top 3 pools on avalanche', intent: 'best-yield', params: { chainIds: [AVAX], limit: 3 } },
  {
    question: 'low risk usdc pools with tvl over 50m',
    intent: 'best-yield',
    params: { assets: ['USDC'], risk: 'low', minTvl: 50_000_000 },
  },
  {
    question: 'show me safe yields with at least $100m TVL',
    intent: 'best-yield',
    params: { risk: 'low', minTvl: 100_000_000 },
  },
  { question: 'any opportunities above 5% apy?', intent: 'best-yield', params: { minApy: 5 } },
  { question: 'where can I earn the most on my DAI?', intent: 'best-yield', params: { assets: ['DAI'] } },
  {
    question: 'where should I deposit 1.5k usdc',
    intent: 'best-yield',
    params: { amount: 1500, assets: ['USDC'] },
  },
  { question: 'best high risk yields', intent: 'best-yield', params: { risk: 'high' } },
  { question: 'which vault pays the most on ethereum', intent: 'best-yield', params: { chainIds: [ETH] } },
  { question: 'bset yeild on optimsm', intent: 'best-yield', params: { chainIds: [OP] } },
  { question: 'Whats the higest apy for pyusd', intent: 'best-yield', params: { assets: ['PYUSD'] } },
  {
    question: 'USDT yields on Polygon with min tvl 10m',
    intent: 'best-yield',
    params: { assets: ['USDT'], chainIds: [POLY], minTvl: 10_000_000 },
  },
  {
    question: 'how much would 2k earn in aave on base',
    intent: 'best-yield',
    params: { amount: 2000, protocols: ['aave'], chainIds: [BASE] },
  },
  {
    question: "what's the safest pool for usdc",
    intent: 'best-yield',
    params: { risk: 'low', assets: ['USDC'] },
  },
  // Comparing two pools
  {
    question: 'compare aave and compound on base',
    intent: 'compare-pools',
    params: {
      pools: [
        { protocol: 'aave', chainId: BASE },
        { protocol: 'compound', chainId: BASE },
      ],
    },
  },
  {
    question: 'aave on base vs morpho on ethereum',
    intent: 'compare-pools',
    params: {
      pools: [
        { protocol: 'aave', chainId: BASE },
        { protocol: 'morpho', chainId: ETH },
      ],
    },
  },
  {
    question: 'Is Moonwell better than Aave?',
    intent: 'compare-pools',
    params: { pools: [{ protocol: 'moonwell' }, { protocol: 'aave' }] },
  },
  {
    question: 'compare usdc yields on base and arbitrum',
    intent: 'compare-pools',
    params: {
      pools: [
        { chainId: BASE, asset: 'USDC' },
        { chainId: ARB, asset: 'USDC' },
      ],
    },
  },
  { question: 'aave vs compound', intent: 'compare-pools', params: { protocols: ['aave', 'compound'] } },
  {
    question: 'morpho or aave for usdc on base?',
    intent: 'compare-pools',
    params: { protocols: ['morpho', 'aave'], chainIds: [BASE], assets: ['USDC'] },
  },
  {
    question: 'compare aave and moonwel',
    intent: 'compare-pools',
    params: { protocols: ['aave', 'moonwell'] },
  },
  // What a position earns
  {
    question: 'what does my aave position earn',
    intent: 'position-earnings',
    params: { protocols: ['aave'] },
  },
  {
    question: 'how much am I earning on morpho?',
    intent: 'position-earnings',
    params: { protocols: ['morpho'] },
  },
  { question: 'how much interest am I making', intent: 'position-earnings' },
  { question: 'whats my apy', intent: 'position-earnings' },
  { question: 'what are my positions earning per year', intent: 'position-earnings' },
  // What the positions really earned to date, and which earned the most
  { question: 'how much have I earned so far', intent: 'earned' },
  { question: 'How much have I earned?', intent: 'earned' },
  { question: 'what did i earn on my deposits', intent: 'earned' },
  { question: 'show my earnings to date', intent: 'earned' },
  { question: 'Which position earns the most?', intent: 'top-earner' },
  { question: 'which of my positions earned the most', intent: 'top-earner' },
  { question: 'my best performing position?', intent: 'top-earner' },
  // Risk of a protocol
  { question: 'is aave safe?', intent: 'protocol-risk', params: { protocols: ['aave'] } },
  { question: 'how risky is Morpho', intent: 'protocol-risk', params: { protocols: ['morpho'] } },
  {
    question: 'what are the risk factors of compound',
    intent: 'protocol-risk',
    params: { protocols: ['compound'] },
  },
  { question: 'tell me about moonwell risk', intent: 'protocol-risk', params: { protocols: ['moonwell'] } },
  { question: 'is benqi trustworthy', intent: 'protocol-risk', params: { protocols: ['benqi'] } },
  { question: 'is comound saffe', intent: 'protocol-risk', params: { protocols: ['compound'] } },
  { question: 'how risky is my portfolio', intent: 'protocol-risk', params: { protocols: [] } },
  // Pending transfers
  { question: 'where is my transfer?', intent: 'transfer-status' },
  { question: 'is my bridge to base done yet', intent: 'transfer-status' },
  { question: 'status of my pending transfer', intent: 'transfer-status' },
  { question: 'my cctp transfer is stuck', intent: 'transfer-status' },
  { question: 'did my usdc arrive on arbitrum', intent: 'transfer-status' },
  { question: 'has the attestation come through yet', intent: 'transfer-status' },
  { question: 'is my tranfer stil pendng', intent: 'transfer-status' },
  // Transfer fees and timing
  {
    question: 'how much does it cost to move 200 usdc from base to arbitrum',
    intent: 'transfer-fees',
    params: { amount: 200, from: BASE, to: ARB },
  },
  {
    question: 'fees to bridge $1.5k from ethereum to optimism',
    intent: 'transfer-fees',
    params: { amount: 1500, from: ETH, to: OP },
  },
  { question: 'how long does a transfer take', intent: 'transfer-fees' },
  {
    question: 'tranfer 500 usdc from polygon to base',
    intent: 'transfer-fees',
    params: { amount: 500, from: POLY, to: BASE },
  },
  { question: 'send 1k to avalanche', intent: 'transfer-fees', params: { amount: 1000, to: AVAX } },
  {
    question: "what's the fast transfer fee from base to ethereum",
    intent: 'transfer-fees',
    params: { from: BASE, to: ETH, speed: 'fast' },
  },
  {
    question: 'move 2,500 USDC off arbitrum onto base fast',
    intent: 'transfer-fees',
    params: { amount: 2500, from: ARB, to: BASE, speed: 'fast' },
  },
  { question: 'how long from avalanche to base?', intent: 'transfer-fees', params: { from: AVAX, to: BASE } },
  {
    question: 'send 300 usdc from base to arbitrum and deliver it for me',
    intent: 'transfer-fees',
    params: { amount: 300, from: BASE, to: ARB, speed: 'forwarded' },
  },
  {
    question: "bridge 50 to optimism from base, I don't have gas on optimism",
    intent: 'transfer-fees',
    params: { amount: 50, from: BASE, to: OP, speed: 'forwarded' },
  },
  {
    question: 'tranfser 300 from base to arbitrum',
    intent: 'transfer-fees',
    params: { amount: 300, from: BASE, to: ARB },
  },
  {
    question: 'how much does the fast option cost for 10k from eth to base',
    intent: 'transfer-fees',
    params: { amount: 10_000, from: ETH, to: BASE, speed: 'fast' },
  },
  // What should I do
  { question: 'what should I do?', intent: 'advice' },
  { question: 'what do you recommend', intent: 'advice' },
  { question: 'optimize my portfolio', intent: 'advice' },
  { question: 'should I rebalance', intent: 'advice' },
  { question: 'how can I earn more', intent: 'advice' },
  { question: 'any suggestions to improve my yield', intent: 'advice' },
  { question: 'give me some advice', intent: 'advice' },
  { question: 'reccomend something', intent: 'advice' },
  { question: 'what should i do with my idle usdc', intent: 'advice' },
  // Deposits named outright
  {
    question: 'deposit 500 usdc into aave on base',
    intent: 'deposit',
    params: { amount: 500, protocols: ['aave'], chainIds: [BASE], assets: ['USDC'] },
  },
  {
    question: 'put $2k in compound on arbitrum',
    intent: 'deposit',
    params: { amount: 2000, protocols: ['compound'], chainIds: [ARB] },
  },
  { question: 'invest 1.5k in morpho', intent: 'deposit', params: { amount: 1500, protocols: ['morpho'] } },
  // Small talk and things answered by the keyword replies
  { question: 'hello', intent: 'help' },
  { question: 'what can you do', intent: 'help' },
  { question: 'what is the price of usdc', intent: 'unknown', params: { assets: ['USDC'] } },
];
