import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import SupportChat from './SupportChat';

void mountStandalone({
  title: 'Support Chat',
  children: (
    <>
      {/* The chat itself is a floating button that appears only with a connected wallet. */}
      <p className="fin-muted">
        Fin support chat: connect a wallet and the chat button appears in the corner.
      </p>
      <SupportChat />
    </>
  ),
});
