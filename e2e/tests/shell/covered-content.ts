/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
// What a fixed element (the floating chat button, the sticky header, toasts) hides from a reader: each section's
// last line of text and last control is scrolled into view at the bottom of the viewport, as a reader scrolling
// down (or tabbing to it) brings it, and any fixed or sticky element drawn over it is a problem. The page may
// declare a fixed element's footprint as scroll padding (the browser then stops scrolling above it, for focus and
// anchors too); the page's end must leave room for it, or its last line can never be scrolled clear.
import type { Page } from '@playwright/test';

/** Runs in the page. Kept self-contained: Playwright serialises the function's source only. */
function findCovered(): string[] {
  const problems: string[] = [];
  const shown = (el: Element) => {
    const style = getComputedStyle(el);
    if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
      return false;
    const r = el.getBoundingClientRect();
    return r.width > 1 && r.height > 1 && el.closest('[aria-hidden="true"], [inert]') === null;
  };
  const label = (el: Element) => {
    const text = (el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50);
    const id =
      el.getAttribute('data-testid') ??
      el.getAttribute('aria-label') ??
      el.className.toString().split(' ')[0];
    return `<${el.tagName.toLowerCase()}${id ? ` ${id}` : ''}> "${text}"`;
  };
  const fixedElements = () =>
    [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      return (position === 'fixed' || position === 'sticky') && shown(el);
    });
  const overlap = (a: DOMRect, b: DOMRect) =>
    Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
    Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;

  /** The last line of the last visible text in a section, as a rectangle, and the element holding it. */
  const lastLine = (section: Element) => {
    const walker = document.createTreeWalker(section, NodeFilter.SHOW_TEXT);
    let last: Text | undefined;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (node.textContent?.trim() && parent && shown(parent)) last = node as Text;
    }
    if (!last?.parentElement) return undefined;
    const range = document.createRange();
    range.selectNodeContents(last);
    return { holder: last.parentElement, rect: () => [...range.getClientRects()].at(-1) };
  };
  const lastControl = (section: Element) => {
    const controls = [
      ...section.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]'),
    ].filter(shown);
    const control = controls.at(-1);
    return control ? { holder: control, rect: () => control.getBoundingClientRect() } : undefined;
  };

  const main = document.getElementById('main');
  const sections = [...document.querySelectorAll('main .fin-section, main [data-section]')].filter(
    (s) => shown(s) && !s.parentElement?.closest('.fin-section, [data-section]'),
  );
  if (sections.length === 0 && main) sections.push(main);
  for (const section of sections) {
    const name =
      section.getAttribute('aria-label') ?? section.id ?? section.getAttribute('data-section') ?? '';
    for (const [what, target] of [
      ['last line', lastLine(section)],
      ['last control', lastControl(section)],
    ] as const) {
      if (!target) continue;
      target.holder.scrollIntoView({ block: 'end', behavior: 'instant' });
      const rect = target.rect();
      if (!rect) continue;
      for (const fixed of fixedElements()) {
        if (fixed.contains(target.holder) || target.holder.contains(fixed)) continue;
        if (overlap(fixed.getBoundingClientRect(), rect)) {
          problems.push(
            `${label(fixed)} covers the ${what} of section "${name}": ${label(target.holder)} at y ${Math.round(rect.top)}–${Math.round(rect.bottom)}`,
          );
        }
      }
    }
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
  return problems;
}

/** Text or controls that a fixed or sticky element covers when scrolled to the bottom of the viewport. */
export function coveredContent(page: Page): Promise<string[]> {
  return page.evaluate(findCovered);
}
