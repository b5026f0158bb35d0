import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import QuickActions from './QuickActions';

void mountStandalone({
  title: 'Quick Actions',
  children: (
    <>
      <QuickActions />
    </>
  ),
});
