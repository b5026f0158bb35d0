import { getChain, getChainName, PORTFOLIO_CHAIN_IDS } from '@fin/shared/domain/chains/chains';
import { useFocusFirstItemRef } from '@fin/shared/hooks/load-on-intent';
import { useSwitchNetwork } from '@fin/shared/hooks/useSwitchNetwork';
import { useFinStore } from '@fin/shared/store/fin-store';
import { networkSwitchHelp } from '@fin/shared/web3/wallet-help';
import { DropdownMenu as Menu } from 'radix-ui';
import { forwardRef } from 'react';
import { useConnection, useDisconnect } from 'wagmi';
import { WalletTrigger } from './WalletTrigger';
import { networkName, supportedChain } from './wallet-network';

type Props = { address: `0x${string}`; chainId: number | undefined; openedByKeyboard: boolean };

/**
 * The connected wallet's menu, loaded when the user first opens it (WalletMenu): the six networks (switching with
 * the spec's retry rule), copy address and disconnect. Radix keeps the menu keyboard operable and returns focus to
 * the button when it closes.
 */
export const WalletMenuPopup = forwardRef<HTMLButtonElement, Props>(function WalletMenuPopup(
  { address, chainId, openedByKeyboard },
  ref,
) {
  const { connector } = useConnection();
  const { mutate: disconnect } = useDisconnect();
  const { copyAddress, onSwitch, switchingTo } = useWalletMenuActions(address, chainId);
  const supported = supportedChain(chainId);
  const content = useFocusFirstItemRef(openedByKeyboard);

  let networkLabel = networkName(chainId);
  if (switchingTo !== null) networkLabel = `Switching to ${getChainName(switchingTo)}…`;

  return (
    // Not modal: a menu keeps focus with arrow keys and Escape, without hiding the page from assistive tech.
    <Menu.Root modal={false} defaultOpen>
      <Menu.Trigger asChild>
        <WalletTrigger
          ref={ref}
          address={address}
          chainId={chainId}
          supported={supported}
          networkLabel={networkLabel}
        />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content ref={content} className="fin-menu fin-wallet-menu" align="end" sideOffset={6}>
          <Menu.Label className="fin-menu__label">Connected with {connector?.name ?? 'a wallet'}</Menu.Label>
          <p className="fin-wallet-menu__address fin-mono" title={address}>
            {address}
          </p>
          <Menu.Item className="fin-menu__item" onSelect={copyAddress}>
            Copy address
          </Menu.Item>
          <Menu.Separator className="fin-menu__separator" />
          <Menu.Label className="fin-menu__label">Network</Menu.Label>
          <NetworkItems chainId={chainId} switchingTo={switchingTo} onSwitch={onSwitch} />
          <Menu.Separator className="fin-menu__separator" />
          <Menu.Item className="fin-menu__item fin-menu__item--danger" onSelect={() => disconnect()}>
            Disconnect
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
});

/** Copy the address and switch network (the spec's retry rule), each answered with a toast. */
function useWalletMenuActions(address: `0x${string}`, chainId: number | undefined) {
  const { switchNetwork, switchingTo } = useSwitchNetwork();
  const pushToast = useFinStore((s) => s.pushToast);
  const walletType = useFinStore((s) => s.walletType);

  const copyAddress = async () => {
    try {
      await navigator.clipboard.writeText(address);
      pushToast({ title: 'Address copied', description: address, tone: 'success' });
    } catch {
      pushToast({ title: 'Could not copy the address', description: address, tone: 'error' });
    }
  };

  const onSwitch = (target: number) => {
    if (target === chainId) return;
    switchNetwork(target).then(
      () => pushToast({ title: `Switched to ${getChainName(target)}`, tone: 'success' }),
      (e: unknown) =>
        pushToast({
          title: e instanceof Error ? e.message : String(e),
          description: networkSwitchHelp(walletType),
          tone: 'error',
        }),
    );
  };
  return { copyAddress, onSwitch, switchingTo };
}

/** The six networks as radio items, the wallet's own ticked; none can be picked while a switch runs. */
function NetworkItems({
  chainId,
  switchingTo,
  onSwitch,
}: {
  chainId: number | undefined;
  switchingTo: number | null;
  onSwitch: (target: number) => void;
}) {
  return (
    <Menu.RadioGroup value={String(chainId ?? '')} onValueChange={(v) => onSwitch(Number(v))}>
      {PORTFOLIO_CHAIN_IDS.map((id) => (
        <Menu.RadioItem
          key={id}
          value={String(id)}
          className="fin-menu__item"
          disabled={switchingTo !== null}
        >
          <span className="fin-chain-dot" style={{ background: getChain(id)?.color }} aria-hidden />
          {getChainName(id)}
          <Menu.ItemIndicator className="fin-menu__check">✓</Menu.ItemIndicator>
        </Menu.RadioItem>
      ))}
    </Menu.RadioGroup>
  );
}
