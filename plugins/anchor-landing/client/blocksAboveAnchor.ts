/**
 * Renders the blocks of a docs article down to an anchor's target: marks the
 * article's top-level block that holds the element with `id`, and every block
 * before it, so CSS does not skip them (src/css/custom.css: blocks far from
 * the screen stand at estimated heights, which would move the target as they
 * render). Only marks that change are written: a block marked by an earlier
 * landing loses its mark only if it is no longer above the target (each write
 * makes the browser style the block again; on a first load with a fragment the
 * inline script and the client module both land on the same target). Returns
 * the target when it is in an article (and so may have moved), else null.
 *
 * Self-contained on purpose: besides the client module's import, ../index.ts
 * inlines its source in every page (see there), so it names no outer binding.
 */
export function renderBlocksAboveAnchor(doc: Document, id: string | null): Element | null {
  const target = id === null ? null : doc.getElementById(id);
  const above = new Set<Element>();
  for (
    let block = target === null ? null : target.closest('.theme-doc-markdown > *');
    block !== null;
    block = block.previousElementSibling
  ) {
    above.add(block);
  }
  const marked = doc.querySelectorAll('[data-above-anchor]');
  for (let index = 0; index < marked.length; index += 1) {
    if (!above.has(marked[index]!)) marked[index]!.removeAttribute('data-above-anchor');
  }
  above.forEach((block) => {
    if (!block.hasAttribute('data-above-anchor')) block.setAttribute('data-above-anchor', '');
  });
  return above.size > 0 ? target : null;
}
