import {describe, expect, it, vi} from 'vitest';
import {sharedUntilFailure} from './sharedUntilFailure';

describe('sharedUntilFailure', () => {
  it('runs the load once and gives every call its promise', async () => {
    const load = vi.fn((value: number) => Promise.resolve(value));
    const shared = sharedUntilFailure(load);
    const first = shared(1);
    expect(shared(2)).toBe(first);
    await expect(first).resolves.toBe(1);
    await expect(shared(3)).resolves.toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failure: the next call loads again', async () => {
    const load = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue('loaded');
    const shared = sharedUntilFailure(load);
    await expect(shared()).rejects.toThrow('offline');
    await expect(shared()).resolves.toBe('loaded');
    await expect(shared()).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
