// One way to batch chain reads into a single eth_call to Multicall3's aggregate3, used by the API's chain reader
// and the browser's portfolio read alike: each call may fail on its own (a failed token reads as 0), and a reader
// that needs to know which block it read puts `blockNumberCall` first.
import type { Address, Hex } from 'viem';
import { decodeFunctionResult, encodeFunctionData, parseAbi } from 'viem/utils';
import { MULTICALL3 } from './contracts';

export const multicall3Aggregate3Abi = parseAbi([
  'struct Call3 { address target; bool allowFailure; bytes callData; }',
  'struct Result { bool success; bytes returnData; }',
  'function aggregate3(Call3[] calls) payable returns (Result[] returnData)',
  'function getBlockNumber() view returns (uint256 blockNumber)',
]);

export type ReadCall = { target: Address; callData: Hex };
export type ReadResult = { success: boolean; returnData: Hex };

/** aggregate3 calldata for a list of calls, each allowed to fail on its own. */
export function encodeAggregate3(calls: readonly ReadCall[]): Hex {
  return encodeFunctionData({
    abi: multicall3Aggregate3Abi,
    functionName: 'aggregate3',
    args: [calls.map((c) => ({ target: c.target, allowFailure: true, callData: c.callData }))],
  });
}

export function decodeAggregate3(data: Hex): ReadResult[] {
  return decodeFunctionResult({ abi: multicall3Aggregate3Abi, functionName: 'aggregate3', data }).map(
    (r) => ({
      success: r.success,
      returnData: r.returnData,
    }),
  );
}

/** The block the batch was read at, as a call of the batch itself (so the read stays one request). */
export const blockNumberCall: ReadCall = {
  target: MULTICALL3,
  callData: encodeFunctionData({ abi: multicall3Aggregate3Abi, functionName: 'getBlockNumber' }),
};

export function decodeBlockNumber(result: ReadResult | undefined): bigint {
  if (!result?.success) return 0n;
  return decodeFunctionResult({
    abi: multicall3Aggregate3Abi,
    functionName: 'getBlockNumber',
    data: result.returnData,
  });
}
