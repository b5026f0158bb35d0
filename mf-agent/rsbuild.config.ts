import { defineRemoteConfig } from '@fin/shared/mf/remote-config';

export default defineRemoteConfig({
  name: 'mf_agent',
  appDir: import.meta.dirname,
  port: 3005,
  title: 'Fin · Agent',
  exposes: {
    AgentPanel: './src/AgentPanel.tsx',
  },
});
