import {describe, expect, it} from 'vitest';
import {anchorTarget, needsScroll} from './anchorLanding';

const ids = new Set(['isactive', 'fps', 'takephoto', 'MixedCase', 'ärger']);
const has = (id: string) => ids.has(id);

describe('anchorTarget', () => {
  it('maps a member typed in its own case to its lower-case id', () => {
    expect(anchorTarget('#isActive', has)).toEqual({id: 'isactive', lowerCased: true});
    expect(anchorTarget('#takePhoto', has)).toEqual({id: 'takephoto', lowerCased: true});
  });

  it('keeps an id that exists as it is', () => {
    expect(anchorTarget('#fps', has)).toEqual({id: 'fps', lowerCased: false});
    expect(anchorTarget('#MixedCase', has)).toEqual({id: 'MixedCase', lowerCased: false});
  });

  it('ignores empty, unknown and malformed anchors', () => {
    expect(anchorTarget('', has)).toBeUndefined();
    expect(anchorTarget('#', has)).toBeUndefined();
    expect(anchorTarget('#nothingHere', has)).toBeUndefined();
    expect(anchorTarget('#%E0%A4%A', has)).toBeUndefined();
  });

  it('decodes percent-encoded hashes', () => {
    expect(anchorTarget('#is%41ctive', has)).toEqual({id: 'isactive', lowerCased: true});
    expect(anchorTarget('#%C3%A4rger', has)).toEqual({id: 'ärger', lowerCased: false});
  });
});

describe('needsScroll', () => {
  it('leaves the first load of an id the browser found to the browser', () => {
    expect(needsScroll({id: 'fps', lowerCased: false}, true)).toBe(false);
    expect(needsScroll({id: 'ärger', lowerCased: false}, true)).toBe(false);
  });

  it('scrolls to a member found in lower case, and after every client-side navigation', () => {
    expect(needsScroll({id: 'isactive', lowerCased: true}, true)).toBe(true);
    expect(needsScroll({id: 'fps', lowerCased: false}, false)).toBe(true);
  });
});
