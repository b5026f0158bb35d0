// The delegation framework on the devnet: every published contract Fin's grants use is at its published address
// on all six chains, and each chain takes an EIP-7702 authorization (Prague) that makes an account the
// framework's EIP7702StatelessDeleGator.
import { DELEGATION_FRAMEWORK, PERIOD_OUTFLOW_ENFORCER } from '@fin/shared/domain/grant/framework';
import { concat, createWalletClient, defineChain, http, parseEther } from 'viem';
import { privateKeyToAccount } from 'viem/accounts';
import { describe, expect, it } from 'vitest';
import { devnet, keepChainStatePerFile, spare } from './helpers';

keepChainStatePerFile();

const chainIds = devnet.manifest.chains.map((c) => c.chainId);
const domainAbi = [
  {
    type: 'function',
    name: 'getDomainHash',
    stateMutability: 'view',
    inputs: [],
    outputs: [{ type: 'bytes32' }],
  },
] as const;

describe('delegation framework on the devnet', () => {
  it.each(chainIds)('chain %i has every contract at its published address', async (chainId) => {
    const client = devnet.publicClient(chainId);
    for (const address of [...Object.values(DELEGATION_FRAMEWORK), PERIOD_OUTFLOW_ENFORCER]) {
      const code = await client.getCode({ address });
      expect(code?.length ?? 0, `${address} on ${chainId}`).toBeGreaterThan(100);
    }
    const hash = await client.readContract({
      address: DELEGATION_FRAMEWORK.DelegationManager,
      abi: domainAbi,
      functionName: 'getDomainHash',
    });
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
  });

  it.each(chainIds)('chain %i turns an account into the stateless DeleGator by EIP-7702', async (chainId) => {
    const owner = spare(5);
    const c = devnet.chain(chainId);
    const chain = defineChain({
      id: chainId,
      name: c.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [c.rpcUrl] } },
    });
    await devnet.testClient(chainId).setBalance({ address: owner.address, value: parseEther('1') });
    const wallet = createWalletClient({
      account: privateKeyToAccount(owner.privateKey),
      chain,
      transport: http(),
    });
    const authorization = await wallet.signAuthorization({
      contractAddress: DELEGATION_FRAMEWORK.EIP7702StatelessDeleGatorImpl,
      executor: 'self',
    });
    const hash = await wallet.sendTransaction({
      to: owner.address,
      data: '0x',
      authorizationList: [authorization],
    });
    const receipt = await devnet.publicClient(chainId).waitForTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    const code = await devnet.publicClient(chainId).getCode({ address: owner.address });
    expect(code?.toLowerCase()).toBe(
      concat(['0xef0100', DELEGATION_FRAMEWORK.EIP7702StatelessDeleGatorImpl]).toLowerCase(),
    );
  });
});
