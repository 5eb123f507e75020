// Waiting with a limit, in one place: the browser host's page calls, a session call's time limit,
// the server's drain and shutdown stages, and the tests' bounded waits all use these.

/** `work`'s value, or `undefined` when it has not settled in `ms` (it goes on; `late` hears of a late result). A rejection passes through. */
export async function within<T>(work: Promise<T>, ms: number, late: (value: T) => void = () => {}): Promise<{ value: T } | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const result = await Promise.race([
    work.then((value) => ({ value })),
    new Promise<undefined>((resolve) => (timer = setTimeout(() => resolve(undefined), ms))),
  ]).finally(() => clearTimeout(timer));
  if (result === undefined) work.then(late, () => {});
  return result;
}

/** `work`'s value, or an error naming `what` when it has not settled in `ms`. */
export async function withinOrThrow<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  const result = await within(work, ms);
  if (!result) throw new Error(`${what}: no result within ${ms / 1000} s`);
  return result.value;
}
