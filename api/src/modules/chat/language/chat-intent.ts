// What a chat message asks for, and the details it names. Runs without any model: the message is normalised
// (chat-lexicon.ts), the chains, assets, protocols, amounts and filters are picked out, and the intent is chosen
// by a fixed order of rules, most specific first, so "is my transfer to Base stuck?" is a transfer status and not
// a transfer-fee question even though it names a chain.
import type { RiskLevel } from '@fin/shared/schemas/yields';
import { isAmountSuffixWord, parseChatAmount } from './chat-amount';
import { ASSET_WORDS, CHAIN_WORDS, normalizeMessage, PROTOCOL_WORDS } from './chat-lexicon';

const CHAT_INTENTS = [
  'balance',
  'best-yield',
  'compare-pools',
  'position-earnings',
  'earned',
  'top-earner',
  'protocol-risk',
  'transfer-status',
  'transfer-fees',
  'advice',
  'deposit',
  'help',
  'unknown',
] as const;
export type ChatIntentName = (typeof CHAT_INTENTS)[number];

/** Which part of the balance a question is about: all of it, what earns, what sits idle, or both side by side. */
type BalanceScope = 'total' | 'earning' | 'idle' | 'split';

/** One side of a comparison: any of protocol key, chain and asset. */
export type PoolRef = { protocol?: string; chainId?: number; asset?: string };

export type ChatParams = {
  /** Chain ids in the order the message names them. */
  chainIds: number[];
  /** Asset symbols (USDC, USDT, DAI, PYUSD) in order. */
  assets: string[];
  /** Protocol keys (chat-lexicon.ts PROTOCOL_WORDS values) in order. */
  protocols: string[];
  /** Dollars named as an amount to move, deposit or project ("1.5k" -> 1500). */
  amount?: number;
  risk?: RiskLevel;
  /** Minimum TVL in dollars ("TVL over 50m"). */
  minTvl?: number;
  /** Minimum APY in percent ("above 5%"). */
  minApy?: number;
  scope?: BalanceScope;
  /** 'forwarded': the user wants it delivered without gas on the destination ('Delivered for you'). */
  speed?: 'fast' | 'standard' | 'forwarded';
  /** Transfer source and destination chain ids. */
  from?: number;
  to?: number;
  /** The two pools of a comparison. */
  pools?: [PoolRef, PoolRef];
  /** "top 3" */
  limit?: number;
};

export type RecognizedIntent = { intent: ChatIntentName; params: ChatParams };

const has = (text: string, re: RegExp) => re.test(text);

const TRANSFER =
  /\b(transfer|transfers|transferring|bridge|bridging|bridged|cctp|move|moving|moved|send|sending|sent)\b/;
const STATUS =
  /\b(pending|status|stuck|arrived?|landed|complete|completed|finished|done|where is|wheres|track|tracking|attestation|minted|progress|happened|through yet|yet)\b/;
const FEE =
  /\b(fee|fees|cost|costs|charge|charges|how long|how much time|how fast|take|takes|fast|standard|cheap|cheapest|expensive|minutes|speed|price to)\b/;
const ADVICE =
  /\b(what should i( do)?|should i do|what do i do|what can i do better|optimi[sz]e|optimi[sz]er|rebalance|rebalancing|improve|maximi[sz]e|next step|what now|best move|make more|advice|advise|how can i earn more|do better)\b/;
const SUGGEST = /\b(recommend|recommendation|recommendations|suggest|suggestion|suggestions|should i)\b/;
const COMPARE = /\b(compare|comparison|vs|versus|better|difference|against|or)\b/;
const RISK =
  /\b(risk|risky|riskier|riskiest|safe|safer|safest|safety|secure|audit|audited|hack|hacked|trust|trustworthy|dangerous|exploit|exploited|factors)\b/;
const EARN =
  /\b(earn|earns|earning|earnings|earned|making|made|generate|generating|generates|interest|yielding|paying|pays|apy|yield|return|returns|rate)\b/;
/** What the wallet really earned so far (past tense, or 'to date'), as opposed to what it earns at today's rates. */
const EARNED_TO_DATE =
  /\b(have i earned|have i made|did i earn|did i make|ive earned|ive made|earned so far|earned to date|made so far|made to date|my earnings|total earned|earnings so far|earnings to date)\b/;
/** Which of the wallet's positions earns (or earned) the most. */
const TOP_EARNER =
  /\b(which|what) (of my )?(position|positions|deposit|deposits|investment|investments)( of mine)? (earns|earned|makes|made|is earning|has earned|pays|returns)( me)? (the )?(most|best)\b|\b(best|top|highest) (earning|performing) (position|deposit|investment)\b/;
const PERSONAL = /\b(my|i|im|me|mine|ive)\b/;
const POSITION = /\b(position|positions|deposits?|deposited|investments?|invested)\b/;
const SUPERLATIVE = /\b(most|best|highest|top|where|which|more|better|good|great|any)\b/;
const YIELD =
  /\b(yield|yields|apy|apr|rate|rates|interest|return|returns|best|highest|top|pool|pools|opportunity|opportunities|vault|vaults|earn|lending|farm|farms)\b/;
const BALANCE =
  /\b(balance|balances|portfolio|holdings|hold|holding|have|total|totals|worth|funds|money|how much|net worth|assets|stablecoins|sitting|wallet|stables|cash)\b/;
const DEPOSIT = /\b(deposit|put|invest|supply|lend|stake|park|allocate)\b/;
const HELP = /\b(hi|hello|hey|help|what can you do|who are you|thanks|thank you|thank|gm)\b/;
/** Delivery without the user's gas on the destination: Circle's Forwarding Service ('Delivered for you'). */
const FORWARDED =
  /\bdeliver(ed|s)?\b.*\bfor (me|you)\b|\b(without|no|dont have|do not have|out of) (any )?gas\b|\bgasless\b|\bforwarding service\b/;
const IDLE = /\b(idle|not earning|isnt earning|sitting|unused|uninvested|doing nothing|lazy|unproductive)\b/;
const EARNING_SCOPE =
  /\b(is earning|are earning|earning vs|earning versus|earning and|earning or|working|deployed|put to work)\b/;

const riskOf = (text: string): RiskLevel | undefined => {
  if (
    /\b(low|lower|lowest|minimal|little)\s+risk/.test(text) ||
    /\b(safe|safest|safer|conservative)\b/.test(text)
  ) {
    return 'low';
  }
  if (/\b(medium|moderate|mid)\s*(-\s*)?risk|\bbalanced\b/.test(text)) return 'medium';
  if (/\b(high|higher|highest)\s+risk|\b(aggressive|degen)\b/.test(text)) return 'high';
  return undefined;
};

const FROM_MARKERS = new Set(['from', 'on', 'off', 'out', 'leaving']);
const TO_MARKERS = new Set(['to', 'into', 'onto', 'toward', 'towards', 'over']);
const TVL_WORDS = new Set(['tvl', 'liquidity', 'deposits', 'size']);

/** Picks out chains, assets, protocols, numbers and filters from the normalised words. */
function extractParams(words: readonly string[], text: string): ChatParams {
  const params: ChatParams = { chainIds: [], assets: [], protocols: [] };
  const chainMarks: { id: number; marker: string | undefined }[] = [];
  for (const [i, word] of words.entries()) {
    const chainId = CHAIN_WORDS[word];
    if (chainId !== undefined) {
      if (!params.chainIds.includes(chainId)) params.chainIds.push(chainId);
      chainMarks.push({ id: chainId, marker: words[i - 1] });
      continue;
    }
    const asset = ASSET_WORDS[word];
    if (asset) {
      if (!params.assets.includes(asset)) params.assets.push(asset);
      continue;
    }
    const protocol = PROTOCOL_WORDS[word];
    if (protocol) {
      if (!params.protocols.includes(protocol)) params.protocols.push(protocol);
      continue;
    }
    readNumber(words, i, params);
  }
  const from = chainMarks.find((c) => c.marker && FROM_MARKERS.has(c.marker))?.id;
  const to = chainMarks.find((c) => c.marker && TO_MARKERS.has(c.marker) && c.id !== from)?.id;
  const rest = params.chainIds.filter((id) => id !== from && id !== to);
  const source = from ?? (to === undefined || rest.length > 0 ? rest.shift() : undefined);
  const destination = to ?? rest.shift();
  if (source !== undefined) params.from = source;
  if (destination !== undefined) params.to = destination;

  const risk = riskOf(text);
  if (risk) params.risk = risk;
  if (FORWARDED.test(text)) params.speed = 'forwarded';
  else if (/\bfast(er|est)?\b|\bquick(ly|er|est)?\b|\bseconds\b/.test(text)) params.speed = 'fast';
  else if (/\b(standard|slow|slower)\b/.test(text)) params.speed = 'standard';
  if (has(text, IDLE) && /\b(earning|working|deployed)\b/.test(text.replace(IDLE, '')))
    params.scope = 'split';
  else if (has(text, IDLE)) params.scope = 'idle';
  else if (has(text, EARNING_SCOPE)) params.scope = 'earning';
  return params;
}

/** A number at words[i]: a percent is a minimum APY, next to "TVL" a minimum TVL, after "top" a count. */
function readNumber(words: readonly string[], i: number, params: ChatParams): void {
  const word = words[i] as string;
  const next = words[i + 1];
  if (word.endsWith('%') || next === '%' || next === 'percent') {
    const value = Number.parseFloat(word.replace(/[$%,]/g, ''));
    if (Number.isFinite(value) && params.minApy === undefined) params.minApy = value;
    return;
  }
  const value = parseChatAmount(word, isAmountSuffixWord(next) ? next : undefined);
  if (value === undefined) return;
  const before = words.slice(Math.max(0, i - 4), i);
  const after = words.slice(i + 1, i + 3);
  if (words[i - 1] === 'top' && Number.isInteger(value) && value <= 20) {
    params.limit = value;
    return;
  }
  if ([...before, ...after].some((w) => TVL_WORDS.has(w))) {
    if (params.minTvl === undefined) params.minTvl = value;
    return;
  }
  if (after[0] && /^(days?|weeks?|months?|years?|yrs?|hours?|minutes?|mins?)$/.test(after[0])) return;
  if (params.amount === undefined) params.amount = value;
}

/** The two pools a comparison names: two protocols (sharing one chain) or one protocol on two chains. */
function comparedPools(params: ChatParams): [PoolRef, PoolRef] | undefined {
  const { protocols: p, chainIds: c, assets: a } = params;
  const ref = (protocol?: string, chainId?: number, asset?: string): PoolRef => ({
    ...(protocol ? { protocol } : {}),
    ...(chainId !== undefined ? { chainId } : {}),
    ...(asset ? { asset } : {}),
  });
  if (p.length >= 2) {
    return [ref(p[0], c[0], a[0]), ref(p[1], c.length >= 2 ? c[1] : c[0], a.length >= 2 ? a[1] : a[0])];
  }
  if (c.length >= 2) return [ref(p[0], c[0], a[0]), ref(p[0], c[1], a.length >= 2 ? a[1] : a[0])];
  if (a.length >= 2) return [ref(p[0], c[0], a[0]), ref(p[0], c[0], a[1])];
  return undefined;
}

/** Recognises the intent of one chat message and the details it names. */
export function recognizeIntent(message: string): RecognizedIntent {
  const words = normalizeMessage(message);
  const text = ` ${words.join(' ')} `;
  const params = extractParams(words, text);
  const intent = chooseIntent(text, params);
  // A source and destination only mean something for a transfer; elsewhere "on Base" is just a chain filter.
  if (intent !== 'transfer-fees' && intent !== 'transfer-status') {
    delete params.from;
    delete params.to;
  }
  if (intent === 'compare-pools') {
    const pools = comparedPools(params);
    if (pools) params.pools = pools;
  }
  return { intent, params };
}

/** A question about a transfer: where one of mine is, or what one would cost; checked before any other intent. */
function transferIntent(text: string, params: ChatParams): 'transfer-status' | 'transfer-fees' | undefined {
  const transferWord = has(text, TRANSFER);
  const twoChains = params.chainIds.length >= 2;
  const arrival = /\b(arrived?|landed|come through|show up|showed up)\b/.test(text) && /\bmy\b/.test(text);
  if (has(text, STATUS) && (transferWord || arrival || /\b(attestation|mint|minted)\b/.test(text))) {
    const planning = twoChains && has(text, FEE) && !/\bmy\b/.test(text);
    if (!planning) return 'transfer-status';
  }
  if (params.protocols.length === 0 && (transferWord || has(text, FEE))) {
    const route = twoChains || params.to !== undefined;
    if (
      (transferWord && (route || has(text, FEE) || params.amount !== undefined)) ||
      (has(text, FEE) && route)
    ) {
      return 'transfer-fees';
    }
  }
  return undefined;
}

function chooseIntent(text: string, params: ChatParams): ChatIntentName {
  const twoChains = params.chainIds.length >= 2;
  const personal = has(text, PERSONAL);
  const named = params.protocols.length > 0;
  const transfer = transferIntent(text, params);
  if (transfer) return transfer;
  if (has(text, ADVICE)) return 'advice';
  if (has(text, SUGGEST) && !has(text, YIELD) && !has(text, DEPOSIT) && !named) return 'advice';
  const pools = comparedPools(params);
  if (pools && has(text, COMPARE) && (named || twoChains || params.assets.length >= 2)) {
    if (/\b(compare|comparison|vs|versus|difference|against)\b/.test(text) || /\bor\b/.test(text)) {
      return 'compare-pools';
    }
    if (/\bbetter\b/.test(text) && (params.protocols.length >= 2 || twoChains)) return 'compare-pools';
  }
  const riskAsFilter =
    params.risk !== undefined && has(text, YIELD) && !/\b(how risky|is \w+ safe)\b/.test(text);
  if (has(text, RISK) && !riskAsFilter && !/\b(safest|lowest risk)\b.*\b(yield|pool|apy)/.test(text)) {
    return 'protocol-risk';
  }
  if (params.scope) return 'balance';
  if (has(text, EARNED_TO_DATE) && personal) return 'earned';
  if (has(text, TOP_EARNER)) return 'top-earner';
  if (named && has(text, DEPOSIT) && params.amount !== undefined && !/\b(should|where|which)\b/.test(text)) {
    return 'deposit';
  }
  const earnsNow =
    (has(text, EARN) || has(text, POSITION)) &&
    personal &&
    !has(text, SUPERLATIVE) &&
    !/\b(would|could|will|if i)\b/.test(text);
  if (earnsNow) return 'position-earnings';
  if (
    has(text, YIELD) ||
    params.minTvl !== undefined ||
    params.minApy !== undefined ||
    params.risk !== undefined ||
    has(text, DEPOSIT)
  ) {
    return 'best-yield';
  }
  if (has(text, BALANCE) || (personal && (params.assets.length > 0 || params.chainIds.length > 0))) {
    return 'balance';
  }
  if (has(text, HELP)) return 'help';
  return 'unknown';
}
