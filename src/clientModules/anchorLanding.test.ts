import {describe, expect, it} from 'vitest';
import {resolveAnchorId} from './memberAnchor';

const ids = new Set(['isactive', 'fps', 'takephoto', 'MixedCase']);
const has = (id: string) => ids.has(id);

describe('resolveAnchorId', () => {
  it('maps a member typed in its own case to its lower-case id', () => {
    expect(resolveAnchorId('#isActive', has)).toBe('isactive');
    expect(resolveAnchorId('#takePhoto', has)).toBe('takephoto');
  });

  it('leaves anchors that already resolve to the browser', () => {
    expect(resolveAnchorId('#fps', has)).toBeUndefined();
    expect(resolveAnchorId('#MixedCase', has)).toBeUndefined();
  });

  it('ignores empty, unknown and malformed anchors', () => {
    expect(resolveAnchorId('', has)).toBeUndefined();
    expect(resolveAnchorId('#', has)).toBeUndefined();
    expect(resolveAnchorId('#nothingHere', has)).toBeUndefined();
    expect(resolveAnchorId('#%E0%A4%A', has)).toBeUndefined();
  });

  it('decodes percent-encoded hashes', () => {
    expect(resolveAnchorId('#is%41ctive', has)).toBe('isactive');
  });
});
