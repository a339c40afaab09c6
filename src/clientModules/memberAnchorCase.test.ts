import {describe, expect, it} from 'vitest';
import {lowerCaseTarget} from './memberAnchorCase';

const ids = new Set(['isactive', 'fps', 'takephoto', 'MixedCase', 'ärger']);
const has = (id: string) => ids.has(id);

describe('lowerCaseTarget', () => {
  it('maps a member typed in its own case to its lower-case id', () => {
    expect(lowerCaseTarget('#isActive', has)).toBe('isactive');
    expect(lowerCaseTarget('#takePhoto', has)).toBe('takephoto');
    expect(lowerCaseTarget('#is%41ctive', has)).toBe('isactive');
  });

  it('leaves an id that exists to the browser, whatever its case', () => {
    expect(lowerCaseTarget('#fps', has)).toBeUndefined();
    expect(lowerCaseTarget('#MixedCase', has)).toBeUndefined();
    expect(lowerCaseTarget('#%C3%A4rger', has)).toBeUndefined();
  });

  it('ignores empty, unknown and malformed fragments', () => {
    expect(lowerCaseTarget('', has)).toBeUndefined();
    expect(lowerCaseTarget('#', has)).toBeUndefined();
    expect(lowerCaseTarget('#nothingHere', has)).toBeUndefined();
    expect(lowerCaseTarget('#%E0%A4%A', has)).toBeUndefined();
  });
});
