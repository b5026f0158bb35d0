import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Remotes are never imported statically in unit tests: the one loader module is mocked instead.
const loader = vi.hoisted(() => ({
  loadSection: vi.fn(),
  forgetSection: vi.fn(async () => undefined),
}));
vi.mock('@fin/shared/mf/section-loader', () => loader);

import { IDLE_FALLBACK_MS, RemoteSlot } from './RemoteSlot';

function Healthy() {
  return <h2>USD Stablecoins</h2>;
}

/**
 * The page stays untouched for `ms` on a fake clock (the test moves it; nothing waits), then the clock is real again
 * for what follows. A section that loads at the first interaction must not have loaded by then.
 */
function untouchedFor(ms: number) {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
  vi.useRealTimers();
}

function Throws(): never {
  throw new Error('render bug');
}

describe('RemoteSlot', () => {
  beforeEach(() => {
    loader.loadSection.mockReset();
    loader.forgetSection.mockClear();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('renders the remote section once loaded', async () => {
    loader.loadSection.mockResolvedValue(Healthy);
    render(<RemoteSlot remoteId="mf_yields/YieldsSection" title="USD Stablecoins" />);
    expect(screen.getByText('Loading USD Stablecoins…')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'USD Stablecoins' })).toBeInTheDocument();
  });

  it('names the section in its fallback when the remote cannot load, and Retry loads it again', async () => {
    loader.loadSection.mockRejectedValueOnce(new Error('connection refused')).mockResolvedValue(Healthy);
    render(<RemoteSlot remoteId="mf_yields/YieldsSection" title="USD Stablecoins" />);
    expect(await screen.findByText('USD Stablecoins is unavailable right now')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(loader.forgetSection).toHaveBeenCalledWith('mf_yields/YieldsSection');
    expect(await screen.findByRole('heading', { name: 'USD Stablecoins' })).toBeInTheDocument();
    expect(loader.loadSection).toHaveBeenCalledTimes(2);
  });

  it('contains a section that throws while rendering', async () => {
    loader.loadSection.mockResolvedValue(Throws);
    render(
      <>
        <RemoteSlot remoteId="mf_agent/AgentPanel" title="Agent Status" />
        <p>Rest of the page</p>
      </>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Agent Status is unavailable right now');
    expect(screen.getByText('Rest of the page')).toBeInTheDocument();
  });

  it('loads an idle-time section at the first interaction after the page has loaded, not before', async () => {
    loader.loadSection.mockResolvedValue(Healthy);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    render(<RemoteSlot remoteId="mf_chat/SupportChat" title="Support chat" loadWhenIdle minHeight={0} />);
    untouchedFor(IDLE_FALLBACK_MS - 1);
    expect(loader.loadSection).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('keydown'));
    expect(await screen.findByRole('heading', { name: 'USD Stablecoins' })).toBeInTheDocument();
    expect(loader.loadSection).toHaveBeenCalledTimes(1);
  });

  it('loads a below-the-fold section at the first interaction even while it is out of view', async () => {
    class FarAway {
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', FarAway);
    try {
      loader.loadSection.mockResolvedValue(Healthy);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      render(<RemoteSlot remoteId="mf_agent/AgentPanel" title="Agent Status" lazyOnView />);
      untouchedFor(IDLE_FALLBACK_MS - 1);
      expect(loader.loadSection).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('wheel'));
      expect(await screen.findByRole('heading', { name: 'USD Stablecoins' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('draws nothing for an idle-time section while it waits and while it downloads', async () => {
    let resolve: (c: typeof Healthy) => void = () => {};
    loader.loadSection.mockReturnValue(new Promise((r) => (resolve = r)));
    const { container } = render(
      <RemoteSlot remoteId="mf_chat/SupportChat" title="Support chat" loadWhenIdle minHeight={0} />,
    );
    expect(screen.queryByText('Loading Support chat…')).not.toBeInTheDocument();
    window.dispatchEvent(new Event('pointerdown'));
    await waitFor(() => expect(loader.loadSection).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(container.textContent).toBe('');
    resolve(Healthy);
    expect(await screen.findByRole('heading', { name: 'USD Stablecoins' })).toBeInTheDocument();
  });

  it('loads an idle-time section after a few seconds when nobody interacts', async () => {
    vi.useFakeTimers();
    try {
      loader.loadSection.mockResolvedValue(Healthy);
      render(<RemoteSlot remoteId="mf_chat/SupportChat" title="Support chat" loadWhenIdle minHeight={0} />);
      await vi.advanceTimersByTimeAsync(7_000);
      expect(loader.loadSection).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1_500);
    } finally {
      vi.useRealTimers();
    }
    expect(await screen.findByRole('heading', { name: 'USD Stablecoins' })).toBeInTheDocument();
    expect(loader.loadSection).toHaveBeenCalledTimes(1);
  });
});
