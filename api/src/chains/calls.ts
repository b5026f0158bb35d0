// Typed call building and result decoding for aggregate3 batches: a request list where each entry knows how to
// decode its own answer, so callers read results by name instead of by index arithmetic.
import {
  type Abi,
  type Address,
  type ContractFunctionName,
  decodeFunctionResult,
  encodeFunctionData,
} from 'viem';
import type { Call, CallResult } from './chain-reader';

export type ReadSpec = {
  address: Address;
  abi: Abi;
  functionName: string;
  args?: readonly unknown[];
};

function toCall(spec: ReadSpec): Call {
  return {
    target: spec.address,
    callData: encodeFunctionData({
      abi: spec.abi,
      functionName: spec.functionName as ContractFunctionName<Abi>,
      args: spec.args as never,
    }),
  };
}

/** The decoded value, or undefined when the call reverted or returned nothing decodable. */
function decodeResult<T>(spec: ReadSpec, result: CallResult | undefined): T | undefined {
  if (!result?.success || result.returnData === '0x') return undefined;
  try {
    return decodeFunctionResult({
      abi: spec.abi,
      functionName: spec.functionName as ContractFunctionName<Abi>,
      data: result.returnData,
    }) as T;
  } catch {
    return undefined;
  }
}

/** A list of reads answered by one aggregate3 request; each add() returns a getter for its decoded value. */
export class ReadBatch {
  readonly #specs: ReadSpec[] = [];
  #results: CallResult[] = [];

  add<T>(spec: ReadSpec): () => T | undefined {
    const i = this.#specs.push(spec) - 1;
    return () => decodeResult<T>(spec, this.#results[i]);
  }

  get size(): number {
    return this.#specs.length;
  }

  /** Runs the batch (nothing to do when empty) and returns the block it was read at. */
  async run(
    reader: {
      aggregate: (
        chainId: number,
        calls: readonly Call[],
      ) => Promise<{ results: CallResult[]; blockNumber: bigint }>;
    },
    chainId: number,
  ): Promise<bigint | undefined> {
    if (this.#specs.length === 0) return undefined;
    const { results, blockNumber } = await reader.aggregate(chainId, this.#specs.map(toCall));
    this.#results = results;
    return blockNumber;
  }
}
