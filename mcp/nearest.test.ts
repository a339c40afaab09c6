import {describe, expect, it} from 'vitest';
import {editDistance, nearest} from './nearest';

describe('nearest', () => {
  it('counts edits, a swap as one', () => {
    expect(editDistance('takePhoto', 'takephoto')).toBe(0);
    expect(editDistance('tkaePhoto', 'takePhoto')).toBe(1);
    expect(editDistance('fps', 'fpx')).toBe(1);
  });

  it('puts a name that holds the input, or a member named like it, first', () => {
    const keys = ['Camera.takePhoto', 'Camera.takeSnapshot', 'CameraProps.photo', 'useCameraDevice'];
    expect(nearest('takePhotos', keys)[0]).toBe('Camera.takePhoto');
    expect(nearest('useCameraDevise', keys)[0]).toBe('useCameraDevice');
    expect(nearest('x', keys, 2)).toHaveLength(2);
  });
});
