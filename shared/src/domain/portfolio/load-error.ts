// Balance-load errors: the message is chosen by the cause (call exception, timeout, anything else) so the user knows
// what to try, and a failed chain yields no rows for that chain while the others still show.

export const BALANCE_LOAD_MESSAGES = {
  callException: 'Network mismatch detected. Please ensure your wallet is connected to a supported mainnet.',
  timeout: 'Some networks are taking too long to respond. Showing available balances only.',
  other: 'Unable to fetch some balances. Networks may be temporarily unavailable.',
} as const;

export type BalanceLoadErrorKind = keyof typeof BALANCE_LOAD_MESSAGES;

const TIMEOUT_NAMES = new Set(['TimeoutError', 'AbortError']);
// A call exception is a call that reverted or came back empty (no contract at that address: the wallet or node is on
// another network). viem: ExecutionRevertedError, ContractFunctionRevertedError, ContractFunctionZeroDataError,
// AbiDecodingZeroDataError, RawContractError; ethers: code CALL_EXCEPTION. viem wraps every failure of a call,
// a refused connection included, in CallExecutionError, so that name alone proves nothing.
const CALL_EXCEPTION_NAMES = new Set([
  'ExecutionRevertedError',
  'ContractFunctionRevertedError',
  'ContractFunctionZeroDataError',
  'AbiDecodingZeroDataError',
  'RawContractError',
]);
const NETWORK_NAMES = new Set(['HttpRequestError', 'WebSocketRequestError', 'SocketClosedError']);
const TIMEOUT_CODES = new Set(['TIMEOUT', 'ETIMEDOUT', 'UND_ERR_CONNECT_TIMEOUT']);
const CALL_EXCEPTION_CODES = new Set(['CALL_EXCEPTION']);

function* causes(error: unknown): Generator<Record<string, unknown>> {
  const seen = new Set<unknown>();
  let current = error;
  while (current && typeof current === 'object' && !seen.has(current)) {
    seen.add(current);
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

/**
 * Walks the error and its causes: a timeout anywhere wins; an unreachable node is 'other'; a revert or empty result
 * is a call exception; anything else is 'other'.
 */
export function classifyBalanceLoadError(error: unknown): BalanceLoadErrorKind {
  if (typeof error === 'string') return classifyCode(error);
  let kind: BalanceLoadErrorKind = 'other';
  let unreachable = false;
  for (const e of causes(error)) {
    const name = typeof e.name === 'string' ? e.name : '';
    const code = typeof e.code === 'string' ? e.code : '';
    if (TIMEOUT_NAMES.has(name) || TIMEOUT_CODES.has(code)) return 'timeout';
    if (NETWORK_NAMES.has(name)) unreachable = true;
    if (CALL_EXCEPTION_NAMES.has(name) || CALL_EXCEPTION_CODES.has(code)) kind = 'callException';
  }
  return unreachable ? 'other' : kind;
}

/** Kind of one error code as the API reports a failed chain (TIMEOUT, CALL_EXCEPTION, RPC_UNAVAILABLE…). */
export function classifyCode(code: string): BalanceLoadErrorKind {
  if (TIMEOUT_CODES.has(code)) return 'timeout';
  if (CALL_EXCEPTION_CODES.has(code)) return 'callException';
  return 'other';
}

/** When several chains fail for different reasons, the most telling one speaks for all. */
export function dominantKind(kinds: readonly BalanceLoadErrorKind[]): BalanceLoadErrorKind {
  if (kinds.includes('callException')) return 'callException';
  if (kinds.includes('timeout')) return 'timeout';
  return 'other';
}

export function balanceLoadMessage(kind: BalanceLoadErrorKind): string {
  return BALANCE_LOAD_MESSAGES[kind];
}

export type FailedChain = { chainId: number; chainName: string; kind: BalanceLoadErrorKind };

/**
 * The note shown above the rows when some chains failed: names them, then the spec's message for the cause.
 * 'Balances on Polygon could not be loaded. Some networks are taking too long to respond. Showing available…'
 */
export function failedChainsNote(failed: readonly FailedChain[]): string | undefined {
  if (failed.length === 0) return undefined;
  const names = failed.map((f) => f.chainName);
  const list = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
  return `Balances on ${list} could not be loaded. ${balanceLoadMessage(dominantKind(failed.map((f) => f.kind)))}`;
}
