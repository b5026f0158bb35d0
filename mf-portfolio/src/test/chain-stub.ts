// A JSON-RPC node answering the portfolio's Multicall3 reads from a table of balances: enough chain for component
// tests of the browser fallback (the devnet tests read real anvil chains).
import { MULTICALL3 } from '@fin/shared/domain/chains/contracts';
import { multicall3Aggregate3Abi } from '@fin/shared/domain/chains/multicall3';
import { portfolioReadAbi } from '@fin/shared/domain/portfolio/read';
import { decodeFunctionData, encodeFunctionResult, type Hex } from 'viem';
import { json, type Route } from './api-stub';

/** balances: token address (any case) -> raw balance of the wallet. */
export function chainNode(balances: Record<string, bigint>): Route {
  const table = new Map(Object.entries(balances).map(([k, v]) => [k.toLowerCase(), v]));
  return async (_url, init) => {
    const req = JSON.parse(String(init?.body)) as {
      id: number;
      method: string;
      params: [{ to: string; data: Hex }];
    };
    if (req.method !== 'eth_call' || req.params[0].to.toLowerCase() !== MULTICALL3.toLowerCase()) {
      return json({
        jsonrpc: '2.0',
        id: req.id,
        error: { code: -32601, message: `unsupported ${req.method}` },
      });
    }
    const batch = decodeFunctionData({ abi: multicall3Aggregate3Abi, data: req.params[0].data });
    if (batch.functionName !== 'aggregate3') throw new Error(`unexpected Multicall3 ${batch.functionName}`);
    const results = batch.args[0].map((call) => {
      const { functionName } = decodeFunctionData({ abi: portfolioReadAbi, data: call.callData });
      if (functionName !== 'balanceOf') return { success: false, returnData: '0x' as Hex };
      const value = table.get(call.target.toLowerCase()) ?? 0n;
      return {
        success: true,
        returnData: encodeFunctionResult({ abi: portfolioReadAbi, functionName, result: value }),
      };
    });
    const result = encodeFunctionResult({
      abi: multicall3Aggregate3Abi,
      functionName: 'aggregate3',
      result: results,
    });
    return json({ jsonrpc: '2.0', id: req.id, result });
  };
}
