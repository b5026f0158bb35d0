// The support chat, flow by flow, with the real domain (fallback replies, history limits, section events) and the
// API answered by a stand-in validated against its schema (src/test/chat-api.ts).

import { fireSectionEvent, onSectionEvent } from '@fin/shared/contract/section-actions';
import { FALLBACK_REPLIES } from '@fin/shared/domain/chat/fallback';
import { chatHistoryKey } from '@fin/shared/domain/chat/history';
import { CHAT_MESSAGE_MAX_LENGTH } from '@fin/shared/schemas/chat';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vi } from 'vitest';
import { disconnect } from 'wagmi/actions';
import SupportChat from './SupportChat';
import { liveReply, stubChatApi } from './test/chat-api';
import { DEMO_ADDRESS, renderWithFin } from './test/render';

const openChat = () => fireEvent.click(screen.getByRole('button', { name: 'Open support chat' }));
const input = () => screen.getByLabelText('Your question');
const messages = () =>
  [...screen.getByRole('region', { name: 'Conversation' }).querySelectorAll('li[data-sender]')].map((li) => ({
    sender: li.getAttribute('data-sender'),
    text: li.querySelector('.fin-chat__bubble')?.textContent ?? '',
    meta: li.querySelector('.fin-chat__meta')?.textContent ?? '',
  }));

async function ask(question: string) {
  fireEvent.change(input(), { target: { value: question } });
  fireEvent.keyDown(input(), { key: 'Enter' });
}

test('the chat button is shown only with a connected wallet', async () => {
  const visitor = await renderWithFin(<SupportChat />, { wallet: null });
  expect(screen.queryByRole('button', { name: 'Open support chat' })).not.toBeInTheDocument();
  visitor.unmount();
  await renderWithFin(<SupportChat />);
  expect(screen.getByRole('button', { name: 'Open support chat' })).toBeInTheDocument();
});

describe('sending', () => {
  it('Enter sends the question with the wallet, shows Fin at work, then the answer from live data', async () => {
    let answer: (v: ReturnType<typeof liveReply>) => void = () => {};
    const api = stubChatApi(() => new Promise((r) => (answer = r)));
    await renderWithFin(<SupportChat />);
    openChat();
    expect(input()).toHaveFocus();
    await ask('  What are my balances?  ');
    expect(await screen.findByTestId('chat-thinking')).toHaveTextContent('Fin is checking your data…');
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(input()).toHaveValue('');
    answer(liveReply('You hold 1,250.00 USDC across 3 chains.'));
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(api.questions).toEqual([
      expect.objectContaining({ message: 'What are my balances?', walletAddress: DEMO_ADDRESS, history: [] }),
    ]);
    expect(messages()[0]).toMatchObject({ sender: 'user', text: 'What are my balances?' });
    expect(messages()[1]).toMatchObject({ sender: 'agent', text: 'You hold 1,250.00 USDC across 3 chains.' });
    expect(messages()[1]?.meta).toMatch(/^Fin · /);
    expect(screen.queryByTestId('chat-thinking')).not.toBeInTheDocument();
  });

  it('sends nothing blank, and a message over the limit is refused with the limit', async () => {
    const api = stubChatApi();
    await renderWithFin(<SupportChat />);
    openChat();
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    await ask('   ');
    fireEvent.change(input(), { target: { value: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      `Your message is too long: keep it under ${CHAT_MESSAGE_MAX_LENGTH} characters`,
    );
    expect(screen.getByRole('button', { name: 'Send' })).toBeDisabled();
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(api.questions).toEqual([]);
    expect(messages()).toEqual([]);
  });

  it('sends the recent conversation along with the next question', async () => {
    const api = stubChatApi();
    await renderWithFin(<SupportChat />);
    openChat();
    await ask('first');
    await waitFor(() => expect(messages()).toHaveLength(2));
    await ask('second');
    await waitFor(() => expect(messages()).toHaveLength(4));
    expect(api.questions[1]?.history).toEqual([
      expect.objectContaining({ sender: 'user', content: 'first' }),
      expect.objectContaining({ sender: 'agent', content: 'You asked: first' }),
    ]);
  });
});

describe('offline and online answers', () => {
  it('no answer from the API: the canned reply for the question’s keywords, labelled offline', async () => {
    stubChatApi(() => ({ offline: true }));
    await renderWithFin(<SupportChat />);
    openChat();
    await ask('how do I bridge to Base?');
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[1]).toMatchObject({ sender: 'agent', text: FALLBACK_REPLIES.transfer });
    expect(messages()[1]?.meta).toContain('offline reply');
  });

  it('an API that is down (502 from its proxy) is offline too', async () => {
    stubChatApi(() => ({ status: 502, code: 'BAD_GATEWAY', message: 'Bad gateway' }));
    await renderWithFin(<SupportChat />);
    openChat();
    await ask('hello');
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[1]).toMatchObject({ text: FALLBACK_REPLIES.default });
    expect(messages()[1]?.meta).toContain('offline reply');
  });

  it('a refusal from the API (too many questions) is said plainly, not as an offline reply', async () => {
    stubChatApi(() => ({ status: 429, code: 'RATE_LIMITED', message: 'Too many questions: wait a minute' }));
    await renderWithFin(<SupportChat />);
    openChat();
    await ask('hello');
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[1]).toMatchObject({ text: 'Too many questions: wait a minute' });
    expect(messages()[1]?.meta).not.toContain('offline');
  });

  it('an online answer backed by a paid report says so', async () => {
    stubChatApi(() =>
      liveReply('Aave on Base scores 3/10 (Low).', { dataSource: 'x402', x402Enhanced: true }),
    );
    await renderWithFin(<SupportChat />);
    openChat();
    await ask('is aave safe?');
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(messages()[1]?.meta).toContain('paid report');
    expect(messages()[1]?.meta).not.toContain('offline');
  });
});

describe('actions open sections', () => {
  it.each([
    [
      {
        type: 'deposit' as const,
        poolId: 'aave-v3-base-usdc',
        protocol: 'Aave V3',
        chainId: 8453,
        asset: 'USDC',
        amount: '100',
      },
      'Open deposit: 100 USDC to Aave V3 on Base',
      'openDeposit' as const,
      { poolId: 'aave-v3-base-usdc', protocol: 'Aave V3', chainId: 8453, asset: 'USDC', amount: '100' },
    ],
    [
      { type: 'transfer' as const, fromChainId: 1, toChainId: 8453, amount: '50', speed: 'fast' as const },
      'Open transfer: 50 USDC Ethereum → Base',
      'openTransfer' as const,
      { fromChainId: 1, toChainId: 8453, amount: '50', speed: 'fast' },
    ],
    [
      { type: 'optimizer' as const, profile: 'balanced' as const },
      'Open the optimizer',
      'openOptimizer' as const,
      { profile: 'balanced' },
    ],
  ])(
    '%o: its button closes the chat and opens the section prefilled',
    async (action, label, event, detail) => {
      stubChatApi(() => liveReply('Here you go.', { action }));
      const heard = vi.fn();
      const stop = onSectionEvent(window, event, heard);
      try {
        await renderWithFin(<SupportChat />);
        openChat();
        await ask('do it');
        fireEvent.click(await screen.findByRole('button', { name: label }));
        expect(heard).toHaveBeenCalledWith(detail);
        expect(screen.queryByRole('dialog', { name: 'Support chat' })).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'Open support chat' })).toHaveFocus();
      } finally {
        stop();
      }
    },
  );

  it('another section opens the chat with a question typed in, not sent', async () => {
    const api = stubChatApi();
    await renderWithFin(<SupportChat />);
    act(() => fireSectionEvent(window, 'openChat', { question: 'Why is Fast not on offer?' }));
    expect(await screen.findByRole('dialog', { name: 'Support chat' })).toBeInTheDocument();
    expect(input()).toHaveValue('Why is Fast not on offer?');
    expect(api.questions).toEqual([]);
  });
});

describe('layout', () => {
  const viewport = (phone: boolean) =>
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: phone && query === '(max-width: 640px)',
          media: query,
          addEventListener: () => {},
          removeEventListener: () => {},
        }) as unknown as MediaQueryList,
    );

  it('on a phone the chat is a full-screen modal that keeps focus inside and closes on Escape', async () => {
    viewport(true);
    stubChatApi();
    await renderWithFin(<SupportChat />);
    openChat();
    const dialog = screen.getByRole('dialog', { name: 'Support chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveClass('fin-chat__panel--modal');
    const close = within(dialog).getByRole('button', { name: 'Close support chat' });
    // Tab from the first control wraps backwards, so focus never leaves the modal. (jsdom lists a selector group
    // by selector, not in document order, so the wrap is checked from the first control only; e2e checks both.)
    close.focus();
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(close).not.toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('on a desktop it is a panel in the corner, not modal', async () => {
    viewport(false);
    stubChatApi();
    await renderWithFin(<SupportChat />);
    openChat();
    const dialog = screen.getByRole('dialog', { name: 'Support chat' });
    expect(dialog).toHaveAttribute('aria-modal', 'false');
    expect(dialog).not.toHaveClass('fin-chat__panel--modal');
  });
});

describe('history', () => {
  it('is kept per wallet in this browser, shown again after a reload, and forgotten on disconnect', async () => {
    stubChatApi();
    const first = await renderWithFin(<SupportChat />);
    openChat();
    await ask('remember me');
    await waitFor(() => expect(messages()).toHaveLength(2));
    expect(JSON.parse(localStorage.getItem(chatHistoryKey(DEMO_ADDRESS)) ?? '[]')).toHaveLength(2);
    first.unmount();
    // The reload: the page connects the wallet afresh (wagmi's own saved connection is not carried over here, as
    // the test helper does not reconnect), and the chat's history is what remains in the browser.
    for (const key of Object.keys(localStorage)) if (key.startsWith('wagmi.')) localStorage.removeItem(key);

    const again = await renderWithFin(<SupportChat />);
    openChat();
    expect(messages().map((m) => m.text)).toEqual(['remember me', 'You asked: remember me']);

    await act(async () => {
      await disconnect(again.config);
    });
    await waitFor(() => expect(localStorage.getItem(chatHistoryKey(DEMO_ADDRESS))).toBeNull());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a broken stored history reads as none instead of breaking the chat', async () => {
    localStorage.setItem(chatHistoryKey(DEMO_ADDRESS), '{not json');
    stubChatApi();
    await renderWithFin(<SupportChat />);
    openChat();
    expect(screen.getByText(/Ask about your balances/)).toBeInTheDocument();
  });
});
