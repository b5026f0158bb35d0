import { FinProviders } from '@fin/shared/app/FinProviders';
import { fetchRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { loadAndRegisterRemotes } from '@fin/shared/mf/remote-registry';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';

async function start(): Promise<void> {
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root element missing');
  const root = createRoot(rootEl);
  try {
    // Both files are read at once (the page's HTML preloads them while the libraries download): one round trip
    // before the first render, not two. Without remotes.json the page still renders: every slot shows its
    // fallback with Retry.
    const [config] = await Promise.all([
      fetchRuntimeConfig('/config.json'),
      loadAndRegisterRemotes('/remotes.json').catch((error: unknown) => {
        console.error('[fin] remotes.json could not be loaded', error);
      }),
    ]);
    setRuntimeConfig(config);
    // A transition lets React render the page in slices and yield to the browser between them, instead of one
    // long task that blocks input while a phone boots the shell and its sections.
    startTransition(() => {
      root.render(
        <StrictMode>
          <FinProviders config={config}>
            <App />
          </FinProviders>
        </StrictMode>,
      );
    });
  } catch (error) {
    root.render(
      <p role="alert" style={{ padding: 24 }}>
        Fin could not start: {error instanceof Error ? error.message : String(error)}
      </p>,
    );
  }
}

void start();
