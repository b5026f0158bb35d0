import { Button } from '@fin/shared/ui/Button';
import { useAccount } from 'wagmi';

/** Support chat (spec §2): a floating button, shown only with a connected wallet. */
export default function SupportChat() {
  const { address } = useAccount();
  if (!address) return <div data-section="mf_chat/SupportChat" data-state="no-wallet" hidden />;
  return (
    <div data-section="mf_chat/SupportChat" style={{ position: 'fixed', right: 20, bottom: 20, zIndex: 40 }}>
      <Button aria-label="Open support chat">Chat with Fin</Button>
    </div>
  );
}
