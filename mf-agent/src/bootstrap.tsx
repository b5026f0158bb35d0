import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import AgentPanel from './AgentPanel';

void mountStandalone({
  title: 'Agent',
  children: (
    <>
      <AgentPanel />
    </>
  ),
});
