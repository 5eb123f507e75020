// Mail's network: the outgoing mail server the app posts messages to, answered in the page by MSW.
import { http, HttpResponse } from 'msw';
import { z } from 'zod';
import { device } from '../device.ts';

export const SendRequest = z.object({
  threadId: z.string().min(1),
  messageId: z.string().min(1),
  to: z.array(z.string().includes('@')).min(1),
  cc: z.array(z.string().includes('@')),
  subject: z.string(),
  body: z.string(),
});

export type SendRequest = z.infer<typeof SendRequest>;

export const handlers = [
  http.post('/api/mail/send', async ({ request }) => {
    const body: unknown = await request.json().catch(() => null);
    const parsed = SendRequest.safeParse(body);
    if (!parsed.success) {
      return HttpResponse.json({ ok: false, error: 'invalid request', issues: parsed.error.issues.map((i) => i.path.join('.')) }, { status: 400 });
    }
    // A phone in airplane mode has no network: the e-mail stays in the Outbox as failed.
    if (device.getState().apps.settings.airplaneMode) {
      return HttpResponse.json({ ok: false, error: 'no network' }, { status: 503 });
    }
    return HttpResponse.json({ ok: true, messageId: parsed.data.messageId });
  }),
];
