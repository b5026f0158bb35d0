import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import SupportChat from './SupportChat';

void mountStandalone({
  title: 'Support Chat',
  children: (
    <>
      <SupportChat />
    </>
  ),
});
