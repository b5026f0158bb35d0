import {
  BaseError,
  CallExecutionError,
  ContractFunctionExecutionError,
  ContractFunctionZeroDataError,
  ExecutionRevertedError,
  HttpRequestError,
  TimeoutError,
} from 'viem';
import { describe, expect, it } from 'vitest';
import {
  BALANCE_LOAD_MESSAGES,
  balanceLoadMessage,
  classifyBalanceLoadError,
  classifyCode,
  failedChainsNote,
} from './load-error';

describe('classifyBalanceLoadError', () => {
  it('a call exception (revert, or no contract there) means the wallet is on the wrong network', () => {
    const call = new CallExecutionError(new ExecutionRevertedError({ message: 'execution reverted' }), {});
    expect(classifyBalanceLoadError(call)).toBe('callException');
    const contract = new ContractFunctionExecutionError(
      new ContractFunctionZeroDataError({ functionName: 'balanceOf' }),
      {
        abi: [],
        functionName: 'balanceOf',
      },
    );
    expect(classifyBalanceLoadError(contract)).toBe('callException');
    expect(classifyBalanceLoadError({ code: 'CALL_EXCEPTION' })).toBe('callException');
  });

  it('a timeout anywhere in the cause chain is a timeout', () => {
    expect(classifyBalanceLoadError(new TimeoutError({ body: {}, url: 'http://x' }))).toBe('timeout');
    expect(classifyBalanceLoadError(new DOMException('signal timed out', 'TimeoutError'))).toBe('timeout');
    expect(classifyBalanceLoadError(new Error('wrapped', { cause: { code: 'TIMEOUT' } }))).toBe('timeout');
  });

  it('anything else is the generic message, an unreachable node wrapped as a call error included', () => {
    expect(classifyBalanceLoadError(new TypeError('Failed to fetch'))).toBe('other');
    const refused = new CallExecutionError(
      new HttpRequestError({ url: 'http://127.0.0.1:8550', cause: new TypeError('fetch failed') }),
      {},
    );
    expect(classifyBalanceLoadError(refused)).toBe('other');
    expect(classifyBalanceLoadError(new CallExecutionError(new BaseError('boom'), {}))).toBe('other');
    expect(classifyBalanceLoadError(undefined)).toBe('other');
    expect(classifyCode('RPC_UNAVAILABLE')).toBe('other');
    expect(classifyCode('TIMEOUT')).toBe('timeout');
  });

  it('uses the spec texts word for word', () => {
    expect(balanceLoadMessage('callException')).toBe(
      'Network mismatch detected. Please ensure your wallet is connected to a supported mainnet.',
    );
    expect(balanceLoadMessage('timeout')).toBe(
      'Some networks are taking too long to respond. Showing available balances only.',
    );
    expect(balanceLoadMessage('other')).toBe(
      'Unable to fetch some balances. Networks may be temporarily unavailable.',
    );
  });
});

describe('failedChainsNote', () => {
  it('names the failed chains and gives the message of the cause', () => {
    expect(failedChainsNote([])).toBeUndefined();
    expect(failedChainsNote([{ chainId: 137, chainName: 'Polygon', kind: 'timeout' }])).toBe(
      `Balances on Polygon could not be loaded. ${BALANCE_LOAD_MESSAGES.timeout}`,
    );
    expect(
      failedChainsNote([
        { chainId: 137, chainName: 'Polygon', kind: 'other' },
        { chainId: 10, chainName: 'Optimism', kind: 'other' },
        { chainId: 1, chainName: 'Ethereum', kind: 'other' },
      ]),
    ).toBe(`Balances on Polygon, Optimism and Ethereum could not be loaded. ${BALANCE_LOAD_MESSAGES.other}`);
  });
});
