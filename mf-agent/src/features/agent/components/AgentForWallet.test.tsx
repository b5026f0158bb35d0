// One wallet's agent panel, flow by flow, with the real domain (budget arithmetic, amounts, messages) and the
// API answered by a stand-in that keeps one agent as the server does (src/test/agent-api.ts).
import { formatUsdcUnits } from '@fin/shared/domain/agent/budget';
import { AGENT_LOG_LIMIT, AGENT_MESSAGES } from '@fin/shared/domain/agent/panel';
import { AMOUNT_ERRORS } from '@fin/shared/domain/money/amount';
import { shortenAddress } from '@fin/shared/domain/money/format';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import AgentPanel from '../../../AgentPanel';
import { AGENT_ADDRESS, stubAgentApi } from '../../../test/agent-api';
import { DEMO_ADDRESS, renderWithFin } from '../../../test/render';

const status = () => screen.getByTestId('agent-status');
const logLines = () => screen.queryAllByTestId('agent-log-entry').map((li) => li.textContent ?? '');

async function openPanel() {
  await renderWithFin(<AgentPanel />);
  await screen.findByTestId('agent-address');
}

describe('before the agent runs', () => {
  it('a wallet not signed in is asked to sign in, and nothing of its agent is read', async () => {
    const api = stubAgentApi();
    await renderWithFin(<AgentPanel />, { signedIn: false });
    expect(await screen.findByText(AGENT_MESSAGES.signIn)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    expect(status()).toHaveTextContent('not started');
    expect(api.requests.filter((r) => r.path.startsWith('/api/agentkit'))).toEqual([]);
  });

  it('signing in (one signature) reads the wallet’s own agent with the session it got', async () => {
    const api = stubAgentApi();
    await renderWithFin(<AgentPanel />, { signedIn: false });
    fireEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    expect(await screen.findByTestId('agent-address')).toHaveTextContent(shortenAddress(AGENT_ADDRESS));
    expect(api.calls('POST', '/api/auth/session')[0]?.body).toMatchObject({
      message: expect.stringContaining(DEMO_ADDRESS),
    });
    expect(api.calls('GET', '/api/agentkit/initialize')[0]?.authorization).toBe(
      `Bearer session-of-${DEMO_ADDRESS.toLowerCase()}`,
    );
  });

  it('turning the agent on creates its account: address, balances, budget and the log line appear', async () => {
    const api = stubAgentApi({ enabled: false });
    await renderWithFin(<AgentPanel />);
    fireEvent.click(await screen.findByRole('button', { name: 'Turn on my agent' }));
    expect(await screen.findByTestId('agent-address')).toHaveTextContent(shortenAddress(AGENT_ADDRESS));
    expect(api.calls('POST', '/api/agentkit/initialize')).toEqual([
      expect.objectContaining({
        body: { walletAddress: DEMO_ADDRESS },
        authorization: `Bearer session-of-${DEMO_ADDRESS.toLowerCase()}`,
      }),
    ]);
    expect(screen.getByTestId('agent-usdc')).toHaveTextContent('0.0100');
    expect(screen.getByTestId('agent-budget')).toHaveTextContent('0.001 USDC');
    expect(screen.getByTestId('agent-remaining')).toHaveTextContent('0.001');
    await waitFor(() => expect(logLines()[0]).toContain('created for this wallet'));
    expect(status()).toHaveTextContent('active');
  });

  it('in simulation mode it shows no account to fund and buys nothing on request', async () => {
    stubAgentApi({ mode: 'simulation' });
    await renderWithFin(<AgentPanel />);
    expect(await screen.findByText('Simulation')).toBeInTheDocument();
    expect(screen.getByTestId('agent-messages')).toHaveTextContent(AGENT_MESSAGES.simulation);
    expect(screen.queryByRole('button', { name: 'Fund agent' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy report now' })).toBeDisabled();
    // No report can be bought: the live-data switch does not claim to be on, and says why.
    const live = screen.getByRole('switch', { name: 'Live data (paid reports)' });
    expect(live).not.toBeChecked();
    expect(live).toBeDisabled();
    expect(screen.getByTestId('live-data-unavailable')).toHaveTextContent(
      'Unavailable: the agent runs in simulation mode on this server, so it can buy no report',
    );
  });
});

describe('funding and withdrawing', () => {
  it.each([
    ['abc', AMOUNT_ERRORS.notANumber],
    ['0', AMOUNT_ERRORS.zero],
    ['-1', AMOUNT_ERRORS.negative],
    ['0.1234567', AMOUNT_ERRORS.tooManyDecimals(6)],
    ['', AMOUNT_ERRORS.empty],
  ])('funding %j is refused before the wallet is asked: %s', async (amount, error) => {
    const api = stubAgentApi();
    await openPanel();
    const before = api.requests.length;
    fireEvent.change(screen.getByLabelText('Fund from your wallet (USDC on Base)'), {
      target: { value: amount },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Fund agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(error);
    // Nothing was estimated or sent: no chain request, only the panel's own reads (the agent, its log, its grants,
    // which a slow machine may still be loading when the button is pressed) and 'the owner is here'.
    const panelOwn = (r: { method: string; path: string }) =>
      (r.method === 'GET' && /^\/api\/((agentkit|autopilot)\/|grants$)/.test(r.path)) ||
      (r.method === 'POST' && r.path === '/api/autopilot/agent/seen');
    expect(api.requests.slice(before).every(panelOwn)).toBe(true);
  });

  it("a wallet without ETH on Base for the fee hears 'Low ETH balance for gas fees', logged, and nothing is sent", async () => {
    const api = stubAgentApi({
      rpc: ({ method }) =>
        method === 'eth_chainId'
          ? { result: '0x2105' }
          : {
              error: {
                code: -32003,
                message: 'insufficient funds for gas * price + value: have 0 want 21000',
              },
            },
    });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Fund agent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${AGENT_MESSAGES.lowGas}: your wallet needs ETH on Base`,
    );
    await waitFor(() => expect(logLines().join(' / ')).toContain(AGENT_MESSAGES.lowGas));
    expect(
      api.requests.some((r) => (r.body as { method?: string } | undefined)?.method === 'eth_sendTransaction'),
    ).toBe(false);
  });

  it('withdrawing is off while the agent holds nothing', async () => {
    stubAgentApi({ usdc: '0' });
    await openPanel();
    expect(screen.getByRole('button', { name: 'Withdraw to my wallet' })).toBeDisabled();
  });

  it('a withdrawal the server cannot sign says why and moves nothing', async () => {
    const api = stubAgentApi({ usdc: '0.01' });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw to my wallet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Base could not be reached to read the agent's balance; try again",
    );
    expect(api.calls('POST', '/api/agentkit/withdraw')).toHaveLength(1);
    expect(logLines().join('\n')).not.toContain('withdrawn');
  });
});

describe('the budget', () => {
  it('a new daily budget is sent with the wallet’s proof and splits between the two services', async () => {
    const api = stubAgentApi();
    await openPanel();
    fireEvent.change(screen.getByLabelText(/^Daily budget \(USDC, up to 0\.01\)/), {
      target: { value: '0.004' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Set budget' }));
    await waitFor(() => expect(screen.getByTestId('agent-budget')).toHaveTextContent('0.004 USDC'));
    expect(api.calls('PUT', '/api/agentkit/budget')[0]).toMatchObject({
      body: { walletAddress: DEMO_ADDRESS, budgetUsdc: '0.004' },
      authorization: `Bearer session-of-${DEMO_ADDRESS.toLowerCase()}`,
    });
    const section = screen.getByRole('region', { name: 'Report budget' });
    expect(within(section).getByText(/^Risk scores:/)).toHaveTextContent(
      'Risk scores: 0.000 of 0.002 USDC · 0.0001 each · 20 left',
    );
    expect(within(section).getByText(/^Analytics:/)).toHaveTextContent(
      'Analytics: 0.000 of 0.002 USDC · 0.0002 each · 10 left',
    );
  });

  it('a budget over the server’s cap is refused with the cap, and the budget stays', async () => {
    stubAgentApi({ capUnits: 10_000 });
    await openPanel();
    fireEvent.change(screen.getByLabelText(/^Daily budget/), { target: { value: '0.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Set budget' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "A daily budget of 0.5 USDC is over this server's cap of 0.01 USDC",
    );
    expect(screen.getByTestId('agent-budget')).toHaveTextContent('0.001 USDC');
  });

  it('an exhausted budget says so', async () => {
    stubAgentApi({ budgetUnits: 0 });
    await openPanel();
    expect(screen.getByText(AGENT_MESSAGES.budgetExhausted)).toBeInTheDocument();
  });
});

describe('Buy report now', () => {
  it('buys a risk report on the chosen protocol, shows the agent at work, then the purchase and its cost', async () => {
    const api = stubAgentApi();
    await openPanel();
    fireEvent.change(screen.getByLabelText('Risk report on'), { target: { value: 'compound' } });
    const release = api.hold();
    fireEvent.click(screen.getByRole('button', { name: 'Buy report now' }));
    await waitFor(() => expect(status()).toHaveTextContent('processing'));
    expect(screen.getByRole('button', { name: 'Buy report now' })).toBeDisabled();
    release();
    await waitFor(() =>
      expect(logLines()[0]).toContain('Bought risk score for compound on base (0.0001 USDC)'),
    );
    expect(logLines()[0]).toContain('bought because you asked for it');
    expect(api.calls('POST', '/api/agentkit/purchase')[0]?.body).toEqual({
      walletAddress: DEMO_ADDRESS,
      service: 'risk-score',
      protocol: 'compound',
      chain: 'base',
    });
    await waitFor(() => expect(screen.getByTestId('agent-spent')).toHaveTextContent(formatUsdcUnits(100)));
    expect(status()).toHaveTextContent('active');
  });

  it('once the budget buys nothing more, the button is off and says why', async () => {
    stubAgentApi({ budgetUnits: 200 });
    await openPanel();
    fireEvent.click(screen.getByRole('button', { name: 'Buy report now' }));
    await waitFor(() => expect(logLines()[0]).toContain('Bought risk score'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buy report now' })).toBeDisabled());
    expect(screen.getByTestId('agent-buy-blocked')).toHaveTextContent(
      "Nothing can be bought: today's budget for risk scores is spent. Raise it above, or wait for tomorrow's.",
    );
  });

  it('an agent with no USDC cannot buy: the button is off and says to fund it', async () => {
    stubAgentApi({ usdc: '0' });
    await openPanel();
    expect(screen.getByRole('button', { name: 'Buy report now' })).toBeDisabled();
    expect(screen.getByTestId('agent-buy-blocked')).toHaveTextContent(
      'Nothing can be bought: the agent holds 0 USDC and a report costs more. Fund it above first.',
    );
  });
});

describe('the log and the states', () => {
  it('shows the latest 15 entries, newest first, each with its level', async () => {
    const log = Array.from({ length: 20 }, (_, i) => ({
      level: i % 2 === 0 ? ('info' as const) : ('warning' as const),
      message: `entry ${i + 1}`,
    }));
    stubAgentApi({ log });
    await openPanel();
    await waitFor(() => expect(logLines()).toHaveLength(AGENT_LOG_LIMIT));
    expect(logLines()[0]).toContain('entry 20');
    expect(logLines()[14]).toContain('entry 6');
    const first = screen.getAllByTestId('agent-log-entry')[0];
    expect(first).toHaveClass('fin-agent-log__entry--warning');
  });

  it('an agent with nothing done yet says so', async () => {
    stubAgentApi();
    await openPanel();
    expect(screen.getByText('Nothing yet.')).toBeInTheDocument();
  });

  it('Pause stops the agent on the server and Optimize here, and says why; Resume brings both back; both are logged', async () => {
    const api = stubAgentApi();
    await openPanel();
    expect(await screen.findByTestId('agent-server')).toHaveTextContent(
      "Runs on Fin's server, with this page closed too: next look at",
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(status()).toHaveTextContent('paused'));
    expect(api.calls('PUT', '/api/autopilot/agent')[0]?.body).toEqual({
      walletAddress: DEMO_ADDRESS,
      paused: true,
    });
    expect(screen.getByRole('button', { name: 'Optimize' })).toBeDisabled();
    expect(screen.getByText(AGENT_MESSAGES.pausedOptimize)).toBeInTheDocument();
    expect(screen.getByTestId('agent-server')).toHaveTextContent('Paused on the server');
    fireEvent.click(screen.getByRole('button', { name: 'Resume' }));
    await waitFor(() => expect(status()).toHaveTextContent('active'));
    expect(screen.getByRole('button', { name: 'Optimize' })).toBeEnabled();
    await waitFor(() =>
      expect(
        logLines()
          .slice(0, 2)
          .map((l) => l.replace(/^.*?(Agent)/, '$1')),
      ).toEqual(['Agent resumed', 'Agent paused: it does nothing until you resume it']),
    );
  });
});

describe('the agent on the server', () => {
  it('the page asks for no look itself; it shows what the server’s agent last found, and live data off is kept on the server', async () => {
    const api = stubAgentApi({
      lookMessage: 'Nothing to buy: this wallet holds no position the agent has reports on',
    });
    await openPanel();
    expect(await screen.findByTestId('agent-look')).toHaveTextContent(
      'Nothing to buy: this wallet holds no position the agent has reports on',
    );
    fireEvent.click(screen.getByRole('switch', { name: 'Live data (paid reports)' }));
    await waitFor(() =>
      expect(screen.getByTestId('agent-server')).toHaveTextContent(
        'Live data is off: the agent buys no reports on its own',
      ),
    );
    expect(api.calls('PUT', '/api/autopilot/agent')[0]?.body).toEqual({
      walletAddress: DEMO_ADDRESS,
      liveData: false,
    });
    expect(api.calls('POST', '/api/agentkit/auto')).toHaveLength(0);
  });

  it('says what the agent did while the owner was away', async () => {
    stubAgentApi({
      away: {
        since: '2026-11-26T09:00:00.000Z',
        bought: 3,
        spentUnits: 300,
        moves: 0,
        movedUnits: 0,
        logEntries: 4,
      },
    });
    await openPanel();
    expect(await screen.findByTestId('agent-away')).toHaveTextContent(
      /^While you were away \(since .+\) your agent bought 3 reports for 0\.0003 USDC; 4 new lines in its log below$/,
    );
  });

  it('says first what money the agent moved while the owner was away', async () => {
    stubAgentApi({
      away: {
        since: '2026-11-26T09:00:00.000Z',
        bought: 0,
        spentUnits: 0,
        moves: 2,
        movedUnits: 1_250_500_000,
        logEntries: 6,
      },
    });
    await openPanel();
    expect(await screen.findByTestId('agent-away')).toHaveTextContent(
      /^While you were away \(since .+\) your agent moved 1250\.5 USDC in 2 moves and bought nothing; 6 new lines in its log below$/,
    );
  });

  it('the guardrail is kept on the server (its agent weighs moves with it): a change is sent with the proof and stays', async () => {
    const api = stubAgentApi();
    await openPanel();
    expect(screen.getByText('Guardrail:')).toHaveTextContent('Guardrail: Balanced');
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Guardrail' }), { key: 'ArrowLeft' });
    await waitFor(() => expect(api.calls('PUT', '/api/autopilot/agent')).toHaveLength(1));
    expect(api.calls('PUT', '/api/autopilot/agent')[0]).toMatchObject({
      body: { walletAddress: DEMO_ADDRESS, guardrail: 1 },
      authorization: `Bearer session-of-${DEMO_ADDRESS.toLowerCase()}`,
    });
    await waitFor(() => expect(screen.getByText('Guardrail:')).toHaveTextContent('Guardrail: Conservative'));
  });

  it('an announced move shows its arithmetic and when it runs; Cancel within the window stops it', async () => {
    const api = stubAgentApi({
      moves: [
        {
          id: '5b0c6f0e-6a58-4f0a-9a1e-3c2d1f0e9a11',
          status: 'announced',
          summary: '250 USDC: Wallet → Aave V3 on Base',
          arithmetic: '0.00% → 4.10% APY on $250.00: +$10.25 a year; costs $0.02; pays back in 0.7 days',
          runAt: '2026-11-26T12:10:00.000Z',
        },
      ],
    });
    await openPanel();
    const move = await screen.findByTestId('agent-move');
    expect(move).toHaveTextContent(
      /^Announced 250 USDC: Wallet → Aave V3 on Base · runs at .+ unless you cancel/,
    );
    expect(move).toHaveTextContent('+$10.25 a year; costs $0.02; pays back in 0.7 days');
    fireEvent.click(within(move).getByRole('button', { name: 'Cancel move' }));
    await waitFor(() => expect(screen.getByTestId('agent-move')).toHaveTextContent(/^Cancelled 250 USDC/));
    expect(api.calls('POST', '/api/autopilot/moves/cancel')[0]?.body).toEqual({
      walletAddress: DEMO_ADDRESS,
      moveId: '5b0c6f0e-6a58-4f0a-9a1e-3c2d1f0e9a11',
    });
    expect(screen.queryByRole('button', { name: 'Cancel move' })).toBeNull();
  });
});
