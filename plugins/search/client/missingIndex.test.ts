import {describe, expect, it} from 'vitest';
import {indexMetaName} from '../shared/constants';
import {buildAndServeCommand, errorScreenFor, indexUrlOf, missingIndexTexts} from './missingIndex';

/** A document whose head holds the given meta tags, as `querySelector` sees them. */
function documentWith(metas: Record<string, string>): Pick<Document, 'querySelector'> {
  return {
    querySelector: ((selector: string) => {
      const name = /meta\[name="([^"]+)"\]/.exec(selector)?.[1];
      return name !== undefined && name in metas ? ({content: metas[name]} as HTMLMetaElement) : null;
    }) as Document['querySelector'],
  };
}

const networkError = {titleText: 'Unable to fetch results', helpText: 'You might want to check your network connection.'};

describe('the search error screen without an index', () => {
  it('says plainly that the dev server has no index and names the command that builds one', () => {
    const texts = errorScreenFor({hasAlgolia: false, indexUrl: undefined, isDevelopment: true}, networkError);
    expect(texts).toEqual({
      titleText: 'The development server has no search index',
      helpText: 'Search works on the built site: run npm run build && npm run serve and search there.',
    });
    expect(buildAndServeCommand).toBe('npm run build && npm run serve');
  });

  it('names the command on a built page without an index too, without calling it a dev server', () => {
    const texts = missingIndexTexts(false);
    expect(texts.titleText).toBe('This page has no search index');
    expect(texts.titleText).not.toMatch(/development/);
    expect(texts.helpText).toContain('npm run build && npm run serve');
  });

  it('keeps the network-error screen when an index is named, or when Algolia answers', () => {
    expect(errorScreenFor({hasAlgolia: false, indexUrl: '/assets/search/index.abc.json', isDevelopment: true}, networkError)).toBe(
      networkError,
    );
    expect(errorScreenFor({hasAlgolia: true, indexUrl: undefined, isDevelopment: true}, networkError)).toBe(networkError);
    expect(errorScreenFor({hasAlgolia: false, indexUrl: '/index.json', isDevelopment: false}, undefined)).toBeUndefined();
  });

  it('reads the index URL from the meta tag the build writes', () => {
    expect(indexUrlOf(documentWith({[indexMetaName]: '/assets/search/index.abc.json'}))).toBe('/assets/search/index.abc.json');
    expect(indexUrlOf(documentWith({}))).toBeUndefined();
    expect(indexUrlOf(documentWith({[indexMetaName]: ''}))).toBeUndefined();
  });
});
