import { defineRemoteConfig } from '@fin/shared/mf/remote-config';

export default defineRemoteConfig({
  name: 'mf_optimizer',
  appDir: import.meta.dirname,
  port: 3004,
  title: 'Fin · Portfolio Optimizer',
  exposes: {
    PortfolioOptimizer: './src/PortfolioOptimizer.tsx',
  },
});
