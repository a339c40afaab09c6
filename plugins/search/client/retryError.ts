/** DocSearch shows its error screen only for errors of this name. */
export class RetryError extends Error {
  override name = 'RetryError';
}
