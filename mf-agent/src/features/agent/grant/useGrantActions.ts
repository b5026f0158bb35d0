// Granting and revoking, with the connected wallet. Grant: the terms are checked here first (nothing is asked of
// the wallet for a grant Fin would refuse), the API prepares the delegation, the wallet switches to that network
// if needed, becomes a smart account if it is not one (one prompt), signs the delegation (one prompt) and the API
// stores it. Revoke: one DelegationManager.disableDelegation transaction from the wallet, estimated first.
import { autopilotKeys, setAgentSwitches } from '@fin/shared/api/autopilot';
import { confirmGrant, grantKeys, prepareGrant } from '@fin/shared/api/grants';
import { DELEGATION_FRAMEWORK } from '@fin/shared/domain/grant/framework';
import { checkGrant, type GrantRequest } from '@fin/shared/domain/grant/grant';
import { useSwitchNetwork } from '@fin/shared/hooks/useSwitchNetwork';
import { txErrorText, useTransactionPlan } from '@fin/shared/hooks/useTransactionPlan';
import type { GrantView } from '@fin/shared/schemas/grant';
import { useFinStore } from '@fin/shared/store/fin-store';
import { chainReader } from '@fin/shared/web3/page-wallet';
import { buildTxPlan, writeStep } from '@fin/shared/web3/tx-plan';
import type { FinChainId } from '@fin/shared/web3/wagmi-config';
import type { ProofHeaders } from '@fin/shared/web3/wallet-session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import {
  type Address,
  createWalletClient,
  custom,
  type EIP1193Provider,
  encodeFunctionData,
  type Hex,
  parseAbi,
  type WalletClient,
} from 'viem';
import { type Config, useConfig } from 'wagmi';
import { signGrantDelegation } from './sign-delegation';

const DISABLE_ABI = parseAbi([
  'struct Caveat { address enforcer; bytes terms; bytes args; }',
  'struct Delegation { address delegate; address delegator; bytes32 authority; Caveat[] caveats; uint256 salt; bytes signature; }',
  'function disableDelegation(Delegation _delegation)',
]);

const CANNOT_UPGRADE =
  'Your wallet cannot turn this account into a smart account from a web page. Switch it to a smart account in the wallet itself (in MetaMask: account details, "Switch to smart account"), then grant again; until then Fin keeps asking you to sign each move.';

function upgradeErrorText(err: unknown): string {
  const code = (err as { code?: number }).code;
  if (code === 4200 || code === -32601) return CANNOT_UPGRADE;
  return txErrorText(err);
}

/** The connected wallet as a viem client on `chainId` (root viem exports only: see web3/page-wallet.ts). */
async function walletOn(config: Config, chainId: number, account: Address): Promise<WalletClient> {
  const { current, connections } = config.state;
  const connection = current ? connections.get(current) : undefined;
  if (!connection) throw new Error('Connect a wallet first');
  const chain = config.chains.find((c) => c.id === chainId);
  const provider = (await connection.connector.getProvider({ chainId })) as EIP1193Provider;
  return createWalletClient({ account, chain, transport: custom(provider) });
}

export function useGrantActions(wallet: Address, headers: ProofHeaders | undefined) {
  const config = useConfig();
  const queries = useQueryClient();
  const { switchNetwork } = useSwitchNetwork();
  const tx = useTransactionPlan();
  const [busy, setBusy] = useState<'granting' | 'revoking' | null>(null);
  const [errors, setErrors] = useState<string[]>([]);
  const refresh = useCallback(
    () => queries.invalidateQueries({ queryKey: grantKeys.list(wallet) }),
    [queries, wallet],
  );

  const upgrade = useCallback(
    async (chainId: number) => {
      const client = await walletOn(config, chainId, wallet);
      const hash = (await client.request({
        method: 'wallet_upgradeAccount' as never,
        params: [{ contractAddress: DELEGATION_FRAMEWORK.EIP7702StatelessDeleGatorImpl }] as never,
      })) as Hex;
      const receipt = await chainReader(config, chainId).waitForTransactionReceipt({ hash });
      if (receipt.status !== 'success') throw new Error('The upgrade to a smart account reverted');
    },
    [config, wallet],
  );

  const grant = useCallback(
    /** Resolves true once the grant is in force (the list refreshed), false when it was refused or failed. */
    async (request: GrantRequest): Promise<boolean> => {
      const check = checkGrant(request, Math.floor(Date.now() / 1000));
      if (!check.ok) {
        setErrors(check.errors);
        return false;
      }
      if (!headers) {
        setErrors(['Sign in first.']);
        return false;
      }
      setErrors([]);
      setBusy('granting');
      try {
        const prepared = await prepareGrant(wallet, request, headers);
        await switchNetwork(request.chainId);
        if (!prepared.smartAccount) {
          try {
            await upgrade(request.chainId);
          } catch (err) {
            setErrors([upgradeErrorText(err)]);
            return false;
          }
        }
        const client = await walletOn(config, request.chainId, wallet);
        const signature = await signGrantDelegation(
          client,
          prepared.delegation,
          request.chainId,
          prepared.delegationManager as Hex,
        );
        await confirmGrant(
          wallet,
          { request, startDate: prepared.startDate, delegation: { ...prepared.delegation, signature } },
          headers,
        );
        // Granting is the owner's consent to moves: the server's agent takes the Auto Rebalance switch this page
        // shows, which it otherwise learns only when the switch is turned.
        await setAgentSwitches(
          { walletAddress: wallet, autoRebalance: useFinStore.getState().autoRebalance },
          headers,
        )
          .then((view) => queries.setQueryData(autopilotKeys.agent(wallet), view))
          .catch(() => undefined); // the panel's next read shows the server's value
        await refresh();
        return true;
      } catch (err) {
        setErrors([txErrorText(err)]);
        return false;
      } finally {
        setBusy(null);
      }
    },
    [config, headers, queries, refresh, switchNetwork, upgrade, wallet],
  );

  const revoke = useCallback(
    async (g: GrantView) => {
      setErrors([]);
      setBusy('revoking');
      try {
        const d = g.delegation;
        const data = encodeFunctionData({
          abi: DISABLE_ABI,
          functionName: 'disableDelegation',
          args: [{ ...d, salt: BigInt(d.salt), caveats: d.caveats.map((c) => ({ ...c })) }],
        });
        const step = writeStep({
          chainId: g.chainId as FinChainId,
          id: 'revoke-grant',
          label: 'Revoke the agent’s permission',
          call: { to: DELEGATION_FRAMEWORK.DelegationManager, data },
        });
        await tx.run(buildTxPlan(wallet, [step]));
        await refresh();
      } catch (err) {
        setErrors([txErrorText(err)]);
      } finally {
        setBusy(null);
      }
    },
    [refresh, tx, wallet],
  );

  return { grant, revoke, busy, errors };
}
