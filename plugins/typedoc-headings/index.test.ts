import {describe, expect, it} from 'vitest';
import {headingSlug, withValidOutline} from './index.mjs';

describe('typedoc-headings', () => {
  it('raises a heading that skips a level to one below the heading before it', () => {
    const page = '# Class: Camera\n\n### A powerful `<Camera>` component.\n\nText.\n\n## Example\n\n### focus() {#focus}\n\n#### Returns';
    expect(withValidOutline(page)).toBe(
      '# Class: Camera\n\n## A powerful `<Camera>` component.\n\nText.\n\n## Example\n\n### focus() {#focus}\n\n#### Returns',
    );
  });

  it('gives a heading whose automatic id is a member id an id under its member', () => {
    const page = '## Properties\n\n### metadata {#metadata}\n\n#### Orientation\n\n#### Platform\n\n### orientation {#orientation}\n';
    expect(withValidOutline(page)).toBe(
      '## Properties\n\n### metadata {#metadata}\n\n#### Orientation {#metadata-orientation}\n\n#### Platform\n\n### orientation {#orientation}\n',
    );
  });

  it('leaves headings inside code fences and valid pages alone', () => {
    const page = '# Title\n\n```md\n### not a heading\n# orientation\n```\n\n## Next {#orientation}\n\n### Deeper';
    expect(withValidOutline(page)).toBe(page);
  });

  it('slugs a heading as Docusaurus does for plain titles', () => {
    expect(headingSlug('Orientation')).toBe('orientation');
    expect(headingSlug('`isActive` and more!')).toBe('isactive-and-more');
  });
});
