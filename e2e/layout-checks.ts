// Layout checks run in the page (page.evaluate): controls that clip their text, and boxes that
// stick out of their container or the viewport sideways.

export type Problem = { kind: 'clipped' | 'overflow' | 'page-overflow'; what: string; detail: string };

/** Runs in the page: clipped controls and boxes that stick out of their container or the viewport. */
export function findLayoutProblems(): Problem[] {
  const problems: Problem[] = [];
  const describe = (el: Element) => {
    const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
    const label = el.getAttribute('aria-label');
    return `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> ${label ? `[${label}] ` : ''}${text}`;
  };
  const shown = (el: Element) => {
    const r = el.getBoundingClientRect();
    const cs = getComputedStyle(el);
    // Visually hidden text for screen readers (1 px, clipped) is not a layout.
    return r.width > 2 && r.height > 2 && cs.visibility !== 'hidden' && cs.display !== 'none';
  };
  // Inside a box that scrolls sideways (a wide table's wrapper), being wider is by design.
  const inScroller = (el: Element) => {
    for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
      const ox = getComputedStyle(p).overflowX;
      if (ox === 'auto' || ox === 'scroll') return true;
    }
    return false;
  };
  const viewport = document.documentElement.clientWidth;

  if (document.documentElement.scrollWidth > viewport + 1) {
    problems.push({ kind: 'page-overflow', what: 'document', detail: `scrollWidth ${document.documentElement.scrollWidth} > viewport ${viewport}` });
  }

  for (const el of document.querySelectorAll('button, a, label, [role="tab"], [role="menuitem"]')) {
    if (!shown(el) || el.closest('[aria-hidden="true"]')) continue;
    const cs = getComputedStyle(el);
    const cuts =
      cs.overflowX === 'hidden' || cs.overflowX === 'clip' || cs.overflow === 'hidden' || cs.whiteSpace === 'nowrap' || cs.textOverflow === 'ellipsis';
    if (el.clientWidth === 0 || el.scrollWidth <= el.clientWidth + 1) continue;
    if (cuts) problems.push({ kind: 'clipped', what: describe(el), detail: `scrollWidth ${el.scrollWidth} > clientWidth ${el.clientWidth}` });
    // A long word that wraps nowhere sticks out of its button even when nothing cuts it.
    else if (el.matches('button, [role="tab"]'))
      problems.push({ kind: 'overflow', what: describe(el), detail: `text ${el.scrollWidth}px wide in a ${el.clientWidth}px button` });
  }

  // Cards, panels and every other box of the page: inside their parent and the viewport.
  for (const el of document.querySelectorAll('main *, header *, nav *')) {
    if (!(el instanceof HTMLElement) || !shown(el) || inScroller(el)) continue;
    const r = el.getBoundingClientRect();
    if (r.right > viewport + 1 || r.left < -1) {
      problems.push({ kind: 'overflow', what: describe(el), detail: `spans ${Math.round(r.left)}..${Math.round(r.right)} of a ${viewport}px viewport` });
      continue;
    }
    const parent = el.parentElement;
    if (!parent || !shown(parent)) continue;
    const pcs = getComputedStyle(parent);
    if (pcs.overflowX !== 'visible' || pcs.display === 'contents') continue; // clipped boxes are caught as clipped controls
    const pr = parent.getBoundingClientRect();
    const isBox = el.matches('section, article, [class*="rounded"], [class*="card"], [class*="border"], table');
    if (isBox && r.right > pr.right + 1) {
      problems.push({ kind: 'overflow', what: describe(el), detail: `right edge ${Math.round(r.right)} beyond its container's ${Math.round(pr.right)}` });
    }
  }
  // One report per element: an overflowing box's children overflow too.
  return problems.filter((p, i) => problems.findIndex((q) => q.what === p.what) === i).slice(0, 20);
}

/**
 * Runs in the page before it loads (page.addInitScript): notes every distinct top of the element
 * whose aria-label is `label`, once a frame, until the first pointer press. Read the tops with
 * `topsOf`. One top means nothing moved it between being drawn and being clicked.
 */
export function trackTopOf(label: string): void {
  const tops: number[] = [];
  (window as unknown as { trackedTops: number[] }).trackedTops = tops;
  let pressed = false;
  window.addEventListener('pointerdown', () => (pressed = true), { capture: true });
  const frame = () => {
    if (pressed) return;
    const el = document.querySelector(`[aria-label="${label}"]`);
    if (el) {
      const top = Math.round(el.getBoundingClientRect().top + window.scrollY);
      if (tops[tops.length - 1] !== top) tops.push(top);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** Runs in the page: the tops `trackTopOf` noted. */
export function topsOf(): number[] {
  return (window as unknown as { trackedTops?: number[] }).trackedTops ?? [];
}
