import { renderWithProviders } from '@fin/shared/testing/renderWithProviders';
import { Header } from './features/nav/components/Header';
import { WelcomeBanner } from './features/welcome/WelcomeBanner';
import { FIRST_SCREEN_HEADER, FIRST_SCREEN_WELCOME, firstScreenHtml } from './first-screen';

function parse(html: string): HTMLElement {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder;
}

// If these drift apart, the page would jump (or change words) when React replaces the first screen.
describe('the first screen written into index.html', () => {
  it('is the welcome banner React renders for a visitor, node for node', async () => {
    const { container } = await renderWithProviders(<WelcomeBanner />);
    const rendered = container.querySelector('.shell-welcome');
    const written = parse(FIRST_SCREEN_WELCOME).querySelector('.shell-welcome');
    expect(rendered?.textContent).toContain('Welcome to Fin — Maximum Interest');
    expect(written && rendered && written.isEqualNode(rendered)).toBe(true);
  });

  it("is the header's brand React renders", async () => {
    const { container } = await renderWithProviders(<Header main={[]} protocols={[]} />);
    const rendered = container.querySelector('.shell-brand');
    const written = parse(FIRST_SCREEN_HEADER).querySelector('.shell-brand');
    expect(written && rendered && written.isEqualNode(rendered)).toBe(true);
    expect(container.querySelector('header')?.className).toBe('shell-header');
  });

  it('keeps the banner only on the dashboard for a visitor', () => {
    const run = (path: string, stored: string | null) => {
      window.history.replaceState(null, '', path);
      if (stored === null) localStorage.removeItem('wagmi.store');
      else localStorage.setItem('wagmi.store', stored);
      document.body.innerHTML = `<div id="root">${firstScreenHtml()}</div>`;
      // innerHTML does not run scripts: run the page's inline script as the parser would.
      new Function(document.querySelector('script')?.textContent ?? '')();
      return document.querySelector('.shell-welcome') !== null;
    };
    expect(run('/', null)).toBe(true);
    expect(run('/', JSON.stringify({ state: { current: null } }))).toBe(true);
    expect(run('/', JSON.stringify({ state: { current: 'a1b2' } }))).toBe(false);
    expect(run('/yields', null)).toBe(false);
    expect(run('/', 'not json')).toBe(true);
    expect(document.querySelector('.shell-brand')).not.toBeNull();
  });
});
