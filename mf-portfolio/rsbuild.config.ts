import { defineRemoteConfig } from '@fin/shared/mf/remote-config';

export default defineRemoteConfig({
  name: 'mf_portfolio',
  appDir: import.meta.dirname,
  port: 3001,
  title: 'Fin · Portfolio',
  exposes: {
    PortfolioPanel: './src/PortfolioPanel.tsx',
  },
});
