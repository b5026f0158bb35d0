import '@fin/shared/ui/kit.css';
import { mountStandalone } from '@fin/shared/app/standalone';
import PortfolioOptimizer from './PortfolioOptimizer';

void mountStandalone({
  title: 'Portfolio Optimizer',
  children: (
    <>
      <PortfolioOptimizer />
    </>
  ),
});
