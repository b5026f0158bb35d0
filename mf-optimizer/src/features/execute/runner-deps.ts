// The transaction runner's dependencies on the page's wagmi config. Built here with the page's runtime config
// (imported by package path: the page singleton, loaded by the shell) so a remote never reads its own unloaded copy.
import { getRuntimeConfig } from '@fin/shared/config/runtime-config';
import { chainClientFrom, type TxRunnerDeps } from '@fin/shared/web3/tx-runner';
import { type FinWagmiConfig, finChainId } from '@fin/shared/web3/wagmi-config';
import { getConnection, getPublicClient, sendTransaction } from 'wagmi/actions';

export function pageTxRunnerDeps(
  config: FinWagmiConfig,
  switchChain: (chainId: number) => Promise<void>,
): TxRunnerDeps {
  return {
    client: (chainId) => chainClientFrom(getPublicClient(config, { chainId: finChainId(chainId) })),
    walletChainId: () => getConnection(config).chainId ?? 0,
    switchChain,
    send: ({ chainId, account, to, data, value, gas }) =>
      sendTransaction(config, {
        chainId: finChainId(chainId),
        account,
        to,
        data,
        gas,
        ...(value ? { value } : {}),
      }),
    profile: getRuntimeConfig().profile,
  };
}
