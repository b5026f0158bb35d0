import { defineRemoteConfig } from '@fin/shared/mf/remote-config';

export default defineRemoteConfig({
  name: 'mf_chat',
  appDir: import.meta.dirname,
  port: 3006,
  title: 'Fin · Support Chat',
  exposes: {
    SupportChat: './src/SupportChat.tsx',
  },
});
