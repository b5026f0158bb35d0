import { defineRemoteConfig } from '@fin/shared/mf/remote-config';

export default defineRemoteConfig({
  name: 'mf_yields',
  appDir: import.meta.dirname,
  port: 3002,
  title: 'Fin · Yields',
  exposes: {
    YieldsSection: './src/YieldsSection.tsx',
    MorphoVaults: './src/MorphoVaultsSection.tsx',
  },
});
