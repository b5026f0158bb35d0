import '@fin/shared/ui/kit.css';
import { FinProviders } from '@fin/shared/app/FinProviders';
import { RemoteSlot } from '@fin/shared/app/RemoteSlot';
import { fetchRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { fetchRemotesManifest, registerFinRemotes } from '@fin/shared/mf/remote-registry';
import { createRoot } from 'react-dom/client';

/** The proof that a third party can embed one Fin section: only mf_yields/YieldsSection is registered. */
async function start(): Promise<void> {
  const config = await fetchRuntimeConfig('./config.json');
  setRuntimeConfig(config);
  registerFinRemotes(await fetchRemotesManifest('./remotes.json'));
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root element missing');
  createRoot(rootEl).render(
    <FinProviders config={config}>
      <main style={{ maxWidth: 960, margin: '0 auto', padding: 24 }}>
        <h1>Partner page</h1>
        <p className="fin-muted">This page is not Fin: it embeds Fin's stablecoin yields section.</p>
        <RemoteSlot remoteId="mf_yields/YieldsSection" title="USD Stablecoins" />
      </main>
    </FinProviders>,
  );
}

void start();
