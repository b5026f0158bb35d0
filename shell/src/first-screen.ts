/**
 * The page's first screen, written into index.html at build time: the header's brand and, on the dashboard for a
 * visitor, the welcome banner. A phone otherwise shows a blank page until the libraries have downloaded and
 * started (5 s on a mid-range phone); with this the words are there at the first paint, and React replaces them
 * with the same markup in one commit when it renders (no layout shift: same classes, same size).
 * The banner's buttons are shown but inert until then. first-screen.test.ts keeps this markup equal to what the
 * React components render.
 */
import { WELCOME_TEXT, WELCOME_TITLE } from './features/welcome/welcome-copy';

const BRAND_LABEL = 'Fin — Maximum Interest, dashboard';

export const FIRST_SCREEN_HEADER =
  '<header class="shell-header"><div class="shell-header__inner">' +
  `<a href="/" class="shell-brand" aria-label="${BRAND_LABEL}">` +
  '<span class="shell-logo" aria-hidden="true">F</span>' +
  '<span><span class="shell-name">Fin</span><span class="shell-tagline">Maximum Interest</span></span>' +
  '</a></div></header>';

export const FIRST_SCREEN_WELCOME =
  '<section class="shell-welcome" aria-labelledby="welcome-title">' +
  `<div><h2 id="welcome-title" class="shell-welcome__title">${WELCOME_TITLE}</h2>` +
  `<p class="shell-welcome__text">${WELCOME_TEXT}</p></div>` +
  '<div class="shell-welcome__actions">' +
  '<button type="button" class="fin-btn fin-btn--primary">Connect wallet</button>' +
  '<a href="/yields" class="fin-btn fin-btn--secondary">View all yields</a>' +
  '</div></section>';

/**
 * Runs while the HTML is parsed, before the first paint: the banner is for a visitor on the dashboard only. A
 * wallet wagmi will reconnect (its stored current connection) or another page removes it, as React would.
 */
const KEEP_WELCOME_ONLY_FOR_A_VISITOR = `(function () {
  var keep = location.pathname === '/';
  try {
    var stored = JSON.parse(localStorage.getItem('wagmi.store') || 'null');
    if (stored && stored.state && stored.state.current) keep = false;
  } catch (e) {}
  var welcome = document.getElementById('first-screen-welcome');
  if (!keep && welcome) welcome.remove();
})();`;

/** The markup index.html carries inside #root until React's first render replaces it. */
export function firstScreenHtml(): string {
  return (
    FIRST_SCREEN_HEADER +
    // inert + aria-hidden: the buttons do nothing until React renders, so they are neither reachable nor announced.
    `<main class="shell-main"><div id="first-screen-welcome" inert aria-hidden="true">${FIRST_SCREEN_WELCOME}</div></main>` +
    `<script>${KEEP_WELCOME_ONLY_FOR_A_VISITOR}</script>`
  );
}
