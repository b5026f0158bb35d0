import { defineRemoteConfig } from '@fin/shared/mf/remote-config';

export default defineRemoteConfig({
  name: 'mf_transfer',
  appDir: import.meta.dirname,
  port: 3003,
  title: 'Fin · Quick Actions',
  exposes: {
    QuickActions: './src/QuickActions.tsx',
    TransferLink: './src/TransferLink.tsx',
  },
});
