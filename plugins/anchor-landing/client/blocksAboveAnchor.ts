/**
 * Renders the blocks of a docs article down to an anchor's target: marks the
 * article's top-level block that holds the element with `id`, and every block
 * before it, so CSS does not skip them (src/css/custom.css: blocks far from
 * the screen stand at estimated heights, which would move the target as they
 * render). The marks of an earlier landing are removed first. Returns the
 * target when it is in an article (and so may have moved), else null.
 *
 * Self-contained on purpose: besides the client module's import, ../index.ts
 * inlines its source in every page (see there), so it names no outer binding.
 */
export function renderBlocksAboveAnchor(doc: Document, id: string | null): Element | null {
  const marked = doc.querySelectorAll('[data-above-anchor]');
  for (let index = 0; index < marked.length; index += 1) marked[index]!.removeAttribute('data-above-anchor');
  const target = id === null ? null : doc.getElementById(id);
  let block = target === null ? null : target.closest('.theme-doc-markdown > *');
  if (block === null) return null;
  while (block !== null) {
    block.setAttribute('data-above-anchor', '');
    block = block.previousElementSibling;
  }
  return target;
}
