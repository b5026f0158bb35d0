import { X402_ASSET } from '@fin/shared/domain/agent/x402';
import type { TxStep } from '@fin/shared/web3/tx-plan';
import { type Address, decodeFunctionData, erc20Abi, parseAbi } from 'viem';
import { agentWithdrawalPlan, fundAgentPlan } from './agent-funds-plans';

const WALLET: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const AGENT: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const write = (steps: readonly TxStep[]) => {
  const s = steps.find((x) => x.kind === 'write');
  if (s?.kind !== 'write') throw new Error('no write step');
  return s;
};

test('funding the agent is a USDC transfer to it on Base, after a switch to Base', () => {
  const plan = fundAgentPlan(WALLET, AGENT, 2_500_000n);
  expect(plan.account).toBe(WALLET);
  expect(plan.steps.map((s) => [s.kind, s.chainId])).toEqual([
    ['switch', 8453],
    ['write', 8453],
  ]);
  const s = write(plan.steps);
  expect(s.call.to).toBe(X402_ASSET);
  expect(decodeFunctionData({ abi: erc20Abi, data: s.call.data })).toEqual({
    functionName: 'transfer',
    args: [AGENT, 2_500_000n],
  });
});

test('withdrawing submits the agent’s signed authorization as it came, payable to the wallet', () => {
  const nonce = `0x${'1'.repeat(64)}` as const;
  const signature = `0x${'2'.repeat(130)}` as const;
  const plan = agentWithdrawalPlan(WALLET, {
    success: true,
    chainId: 8453,
    asset: X402_ASSET,
    authorization: {
      from: AGENT,
      to: WALLET,
      value: '1000000',
      validAfter: '0',
      validBefore: '1900000000',
      nonce,
    },
    signature,
  });
  const s = write(plan.steps);
  expect(s.label).toBe('Bring the agent’s USDC back to your wallet');
  const abi = parseAbi([
    'function transferWithAuthorization(address from, address to, uint256 value, uint256 validAfter, uint256 validBefore, bytes32 nonce, bytes signature)',
  ]);
  expect(decodeFunctionData({ abi, data: s.call.data }).args).toEqual([
    AGENT,
    WALLET,
    1_000_000n,
    0n,
    1_900_000_000n,
    nonce,
    signature,
  ]);
});
