/**
 * `load` run once, its promise shared by every later call; a failure is
 * forgotten, so the next call tries again (the index, its full text and the
 * client's code are each fetched once per page, but a network error must not
 * stick).
 */
export function sharedUntilFailure<Args extends unknown[], T>(load: (...args: Args) => Promise<T>): (...args: Args) => Promise<T> {
  let pending: Promise<T> | undefined;
  return (...args) => {
    pending ??= load(...args).catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
