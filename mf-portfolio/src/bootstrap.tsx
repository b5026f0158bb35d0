import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import PortfolioPanel from './PortfolioPanel';

void mountStandalone({
  title: 'Portfolio',
  children: (
    <>
      <PortfolioPanel />
    </>
  ),
});
