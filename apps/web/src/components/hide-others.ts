/**
 * Makes everything outside `keep` inert and hidden from assistive technologies: at each level from
 * `keep` up to <body>, its sibling elements get `inert` and `aria-hidden="true"`. Elements marked
 * `data-over-modal` (the toast region) stay reachable. Returns the function that restores exactly
 * what was changed, so nested dialogs and elements already inert are left as they were.
 */
export function hideOthers(keep: HTMLElement): () => void {
  const changed: { el: Element; inert: boolean; hidden: boolean }[] = [];
  for (let node: Element = keep; node.parentElement && node !== document.body; node = node.parentElement) {
    for (const sibling of Array.from(node.parentElement.children)) {
      if (sibling === node || sibling.hasAttribute('data-over-modal')) continue;
      if (sibling.tagName === 'SCRIPT' || sibling.tagName === 'STYLE' || sibling.tagName === 'TEMPLATE')
        continue;
      const inert = !sibling.hasAttribute('inert');
      const hidden = sibling.getAttribute('aria-hidden') !== 'true';
      if (!inert && !hidden) continue;
      if (inert) sibling.setAttribute('inert', '');
      if (hidden) sibling.setAttribute('aria-hidden', 'true');
      changed.push({ el: sibling, inert, hidden });
    }
  }
  return () => {
    for (const { el, inert, hidden } of changed.reverse()) {
      if (inert) el.removeAttribute('inert');
      if (hidden) el.removeAttribute('aria-hidden');
    }
  };
}
