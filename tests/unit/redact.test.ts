// The TypeScript client never puts a token into what it throws (the Python client's twin:
// clients/python/tests/test_redact.py).
import { describe, expect, it } from 'vitest';
import { VivariumClient, redact } from '../../clients/ts/index.ts';

describe('redact', () => {
  it('hides token parameters, bearer tokens and the secrets it is given', () => {
    expect(redact('ws://h:1/v1/env?session=a&token=s3%2Fcret&x=1')).toBe('ws://h:1/v1/env?session=a&token=***&x=1');
    expect(redact('Authorization: Bearer abc.def')).toBe('Authorization: Bearer ***');
    expect(redact('it is hunter22 here', ['hunter22'])).toBe('it is *** here');
  });

  it('a failed connection says why without the token in the URL', async () => {
    for (const url of ['ws://127.0.0.1:1/v1/env?token=never-print-me', 'not a url?token=never-print-me']) {
      const error = await VivariumClient.connect(url).then(() => null, (e: Error) => e);
      expect(error?.message).toBeTruthy();
      expect(error?.message).not.toContain('never-print-me');
    }
    const header = await VivariumClient.connect('ws://127.0.0.1:1', { token: 'never-print-me' }).then(() => null, (e: Error) => e);
    expect(`${header?.message} ${header?.stack}`).not.toContain('never-print-me');
  });
});
