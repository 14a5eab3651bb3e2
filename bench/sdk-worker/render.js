/* global window, document */
// What the page does with each list: note when it came, and draw its first 50 rows.
export const log = (window.__log = []);
export function render(m) {
  if (m.error) {
    log.push(['error', m.kind, m.error]);
    return;
  }
  log.push([performance.now(), m.kind, m.items.length, m.fromCache]);
  let el = document.getElementById(m.kind);
  if (!el) {
    el = document.createElement('ul');
    el.id = m.kind;
    document.body.append(el);
  }
  el.innerHTML = m.items
    .slice(0, 50)
    .map((i) => `<li>${i.name ?? i.source} ${i.amount ?? i.value}</li>`)
    .join('');
}
