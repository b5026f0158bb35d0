import { RemoteSlot } from '@fin/shared/app/RemoteSlot';
import { Toaster } from '@fin/shared/ui/Toaster';
import { useEffect, useRef } from 'react';
import { AlertsBellSlot } from '../features/alerts/components/AlertsBellSlot';
import { Header } from '../features/nav/components/Header';
import { ProtocolDetails } from '../features/protocols/components/ProtocolDetails';
import { findProtocol } from '../features/protocols/data';
import { matchRoute, type Route, usePathname } from '../lib/router';
import { DashboardPage } from './pages/DashboardPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { TransferLinkPage } from './pages/TransferLinkPage';
import { YieldsPage } from './pages/YieldsPage';
import { CHAT_REMOTE_ID, NAV_MAIN, NAV_PROTOCOLS } from './sections';

const BRAND = 'Fin — Maximum Interest';

function pageTitle(route: Route): string {
  switch (route.page) {
    case 'dashboard':
      return BRAND;
    case 'yields':
      return `All yields · ${BRAND}`;
    case 'protocol': {
      const p = findProtocol(route.slug);
      return p ? `${p.name} · ${BRAND}` : `Protocol not found · ${BRAND}`;
    }
    case 'transfer':
      return `Cross-chain transfer · ${BRAND}`;
    default:
      return `Page not found · ${BRAND}`;
  }
}

function Page({ route }: { route: Route }) {
  switch (route.page) {
    case 'dashboard':
      return <DashboardPage />;
    case 'yields':
      return <YieldsPage />;
    case 'protocol': {
      const protocol = findProtocol(route.slug);
      return protocol ? <ProtocolDetails protocol={protocol} /> : <NotFoundPage protocolSlug={route.slug} />;
    }
    case 'transfer':
      return <TransferLinkPage chain={route.chain} tx={route.tx} />;
    default:
      return <NotFoundPage />;
  }
}

export function App() {
  const pathname = usePathname();
  const route = matchRoute(pathname);
  const firstRender = useRef(true);

  // On each page change: new title, start at the top, and focus the page heading so screen readers announce it.
  useEffect(() => {
    document.title = pageTitle(matchRoute(pathname));
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (!window.location.hash) window.scrollTo({ top: 0 });
    document.getElementById('page-title')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="fin-skip-link" href="#main">
        Skip to content
      </a>
      <Header main={NAV_MAIN} protocols={NAV_PROTOCOLS} actions={<AlertsBellSlot />} />
      <main id="main" className="shell-main" tabIndex={-1}>
        <Page route={route} />
      </main>
      {/* The chat's floating button is not part of the first view: it loads once the page is idle. */}
      <RemoteSlot remoteId={CHAT_REMOTE_ID} title="Support chat" minHeight={0} loadWhenIdle />
      <Toaster />
    </>
  );
}
