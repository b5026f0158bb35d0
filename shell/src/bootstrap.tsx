import '@fin/shared/ui/kit.css';
import './shell.css';
import { FinProviders } from '@fin/shared/app/FinProviders';
import { fetchRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { loadAndRegisterRemotes } from '@fin/shared/mf/remote-registry';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

async function start(): Promise<void> {
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root element missing');
  const root = createRoot(rootEl);
  try {
    const config = await fetchRuntimeConfig('/config.json');
    setRuntimeConfig(config);
    // Without remotes.json the page still renders: every slot shows its fallback with Retry.
    await loadAndRegisterRemotes('/remotes.json').catch((error: unknown) => {
      console.error('[fin] remotes.json could not be loaded', error);
    });
    root.render(
      <StrictMode>
        <FinProviders config={config}>
          <App />
        </FinProviders>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <p role="alert" style={{ padding: 24 }}>
        Fin could not start: {error instanceof Error ? error.message : String(error)}
      </p>,
    );
  }
}

void start();
