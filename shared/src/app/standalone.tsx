import { fetchRuntimeConfig, setRuntimeConfig } from '@fin/shared/config/runtime-config';
import { Toaster } from '@fin/shared/ui/Toaster';
import { type ReactNode, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { FinProviders } from './FinProviders';
import { WalletButton } from './WalletButton';

/**
 * Mounts a remote's standalone page: the same exposed component the shell renders, wrapped in the same providers,
 * so a team can develop, test and deploy a remote by itself.
 */
export async function mountStandalone({
  title,
  children,
}: {
  title: string;
  children: ReactNode;
}): Promise<void> {
  const rootEl = document.getElementById('root');
  if (!rootEl) throw new Error('#root element missing');
  const root = createRoot(rootEl);
  try {
    const config = await fetchRuntimeConfig('./config.json');
    setRuntimeConfig(config);
    root.render(
      <StrictMode>
        <FinProviders config={config}>
          <header
            style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', padding: 16 }}
          >
            <strong>
              Fin · {title} <span className="fin-muted">(standalone)</span>
            </strong>
            <WalletButton />
          </header>
          <main style={{ padding: 16, maxWidth: 1200, margin: '0 auto' }}>{children}</main>
          <Toaster />
        </FinProviders>
      </StrictMode>,
    );
  } catch (error) {
    root.render(
      <p role="alert" style={{ padding: 16 }}>
        {title} could not start: {error instanceof Error ? error.message : String(error)}
      </p>,
    );
  }
}
