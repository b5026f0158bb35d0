/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What a phone user sees as broken, measured on the rendered page: rows of one list drawn over each other, a
// control (button, link, field) partly or wholly outside the viewport of a page that cannot scroll sideways,
// text cut off by its box with no ellipsis, text pushed out of sight by a box that scrolls sideways, and text
// running past the viewport's edge. Each problem comes back as a sentence naming the elements.
import type { Page } from '@playwright/test';

/** Runs in the page. Kept self-contained: Playwright serialises the function's source only. */
function findProblems(scopeSelector: string | null): string[] {
  const scope: ParentNode = scopeSelector ? (document.querySelector(scopeSelector) ?? document) : document;
  const viewportWidth = document.documentElement.clientWidth;
  const problems: string[] = [];
  const label = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const id =
      el.getAttribute('data-testid') ??
      el.getAttribute('aria-label') ??
      el.className.toString().split(' ')[0];
    return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> "${text}"`;
  };
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
      return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.closest('[aria-hidden="true"], [inert]') === null;
  };
  /** The area an element paints: its box grown by every descendant that escapes it, unless it clips them. */
  const paintedBox = (el: Element) => {
    const r = el.getBoundingClientRect();
    const box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' && style.overflowY !== 'visible') return box;
    for (const child of el.querySelectorAll('*')) {
      if (!shown(child) || getComputedStyle(child).position === 'fixed') continue;
      const c = child.getBoundingClientRect();
      box.left = Math.min(box.left, c.left);
      box.top = Math.min(box.top, c.top);
      box.right = Math.max(box.right, c.right);
      box.bottom = Math.max(box.bottom, c.bottom);
    }
    return box;
  };

  // 1. Items of one list must not be drawn over each other.
  const lists = scope.querySelectorAll('ul, ol, tbody, [role="list"], [role="rowgroup"], [data-layout-list]');
  for (const list of lists) {
    const items = [...list.children].filter(shown).map((el) => ({ el, box: paintedBox(el) }));
    for (let i = 0; i < items.length; i++) {
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i]!.box;
        const b = items[j]!.box;
        const overlapX = Math.min(a.right, b.right) - Math.max(a.left, b.left);
        const overlapY = Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top);
        if (overlapX > 2 && overlapY > 2) {
          problems.push(
            `${label(items[i]!.el)} overlaps ${label(items[j]!.el)} by ${Math.round(overlapY)} px`,
          );
        }
      }
    }
  }

  // 2. Every control must lie inside the viewport's width: the page does not scroll sideways.
  const controls = scope.querySelectorAll(
    'a[href], button, input, select, textarea, [role="button"], [role="tab"]',
  );
  for (const control of controls) {
    if (!shown(control)) continue;
    const r = control.getBoundingClientRect();
    // A skip link waits off-screen until it is focused: that is its design, not a stray control.
    if (r.right <= 0 && control.getAttribute('href')?.startsWith('#')) continue;
    if (r.left < -1 || r.right > viewportWidth + 1) {
      problems.push(
        `${label(control)} lies outside the viewport (x ${Math.round(r.left)}–${Math.round(r.right)})`,
      );
    }
  }

  // 3. Text must not be cut off by its own box, unless it ends in an ellipsis (then the whole text is its title).
  for (const el of scope.querySelectorAll('*')) {
    if (!shown(el) || ![...el.childNodes].some((n) => n.nodeType === 3 && n.textContent?.trim())) continue;
    const style = getComputedStyle(el);
    const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
    if (clips && style.textOverflow !== 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
      problems.push(`${label(el)} is cut off (${el.scrollWidth} px of text in ${el.clientWidth} px)`);
    }
  }

  // 4. A box that scrolls or clips sideways must not cut text off out of sight: on a phone its scrollbar shows only
  // while it moves, so a cut-off column reads as the whole value ('100.00 U'). Allowed only with a visible hint
  // that it scrolls (an element named by the box's data-scroll-hint).
  for (const box of scope.querySelectorAll('*')) {
    if (!shown(box)) continue;
    const style = getComputedStyle(box);
    if (style.overflowX === 'visible' || box.scrollWidth <= box.clientWidth + 1) continue;
    const hint = box.getAttribute('data-scroll-hint');
    if (hint && document.getElementById(hint) && shown(document.getElementById(hint) as Element)) continue;
    const r = box.getBoundingClientRect();
    const left = r.left + box.clientLeft;
    const right = left + box.clientWidth;
    const walker = document.createTreeWalker(box, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const holder = node.parentElement;
      if (!node.textContent?.trim() || !holder || !shown(holder)) continue;
      // Text that ends in an ellipsis inside the box is check 3's business.
      if (holder !== box && getComputedStyle(holder).textOverflow === 'ellipsis') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const t = range.getBoundingClientRect();
      if (t.width > 0 && (t.right > right + 1 || t.left < left - 1)) {
        problems.push(
          `${label(holder)} is cut off by ${label(box)} (scrolls sideways, ${box.scrollWidth} px in ${box.clientWidth} px, no hint)`,
        );
        break;
      }
    }
  }
  // 5. Text must lie inside the viewport's width, like controls: a word that cannot wrap (an address, a hash) widens
  // the page and the phone user scrolls sideways to read it. Text in a box that scrolls or clips is check 4's.
  const inScroller = (el: Element) => {
    for (let a: Element | null = el; a && a !== document.documentElement; a = a.parentElement) {
      if (getComputedStyle(a).overflowX !== 'visible') return true;
    }
    return false;
  };
  const texts = document.createTreeWalker(scope, NodeFilter.SHOW_TEXT);
  for (let node = texts.nextNode(); node; node = texts.nextNode()) {
    const holder = node.parentElement;
    if (!node.textContent?.trim() || !holder || !shown(holder) || inScroller(holder)) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const t = range.getBoundingClientRect();
    // Wholly off to the left is a skip link waiting for focus, as in check 2.
    if (t.width === 0 || t.right <= 0) continue;
    if (t.left < -1 || t.right > viewportWidth + 1) {
      problems.push(
        `${label(holder)} runs outside the viewport (x ${Math.round(t.left)}–${Math.round(t.right)})`,
      );
    }
  }
  return problems;
}

/** The layout problems on the page, or inside `scope` (a CSS selector) only. */
export function layoutProblems(page: Page, scope?: string): Promise<string[]> {
  return page.evaluate(findProblems, scope ?? null);
}
