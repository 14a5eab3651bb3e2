// A local HTTP stand-in for the few api.stripe.com endpoints the app uses (never the network).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubSubscription = {
  id: string;
  customer: string;
  status: string;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  metadata: Record<string, string>;
  items: { data: { price: { id: string; unit_amount: number }; current_period_start: number; current_period_end: number }[] };
};

export type StubSession = Record<string, unknown> & { id: string };

export type StripeStub = {
  port: number;
  subscriptions: Map<string, StubSubscription>;
  sessions: Map<string, StubSession>;
  requests: { method: string; path: string; body: URLSearchParams }[];
  close(): Promise<void>;
};

const json = (status: number, body: unknown) => ({ status, body: JSON.stringify(body) });

export async function startStripeStub(): Promise<StripeStub> {
  const subscriptions = new Map<string, StubSubscription>();
  const sessions = new Map<string, StubSession>();
  const requests: StripeStub['requests'] = [];
  let n = 0;

  const route = (method: string, path: string, body: URLSearchParams) => {
    let m: RegExpMatchArray | null;
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      n += 1;
      const id = `cs_test_stub${String(n).padStart(8, '0')}`;
      const session: StubSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        client_reference_id: body.get('client_reference_id'),
        customer_email: body.get('customer_email'),
        metadata: { plan: body.get('metadata[plan]'), priceId: body.get('metadata[priceId]'), amount: body.get('metadata[amount]') },
      };
      sessions.set(id, session);
      return json(200, session);
    }
    if (method === 'GET' && (m = path.match(/^\/v1\/checkout\/sessions\/([^/?]+)/))) {
      const s = sessions.get(m[1]!);
      if (!s) return json(404, { error: { type: 'invalid_request_error', message: 'No such checkout.session' } });
      const sub = typeof s.subscription === 'string' ? subscriptions.get(s.subscription) : undefined;
      return json(200, { ...s, subscription: sub ?? s.subscription ?? null });
    }
    if ((m = path.match(/^\/v1\/subscriptions\/([^/?]+)/))) {
      const sub = subscriptions.get(m[1]!);
      if (!sub) return json(404, { error: { type: 'invalid_request_error', message: 'No such subscription' } });
      if (method === 'POST' && body.has('cancel_at_period_end')) sub.cancel_at_period_end = body.get('cancel_at_period_end') === 'true';
      if (method === 'DELETE') sub.status = 'canceled';
      return json(200, { object: 'subscription', ...sub });
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      return json(200, { id: 'bps_1', url: `https://billing.stripe.test/p/session/${body.get('customer')}` });
    }
    return json(404, { error: { type: 'invalid_request_error', message: `Unknown route ${method} ${path}` } });
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const body = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      requests.push({ method: req.method ?? 'GET', path: url.pathname, body });
      const out = route(req.method ?? 'GET', url.pathname, body);
      res.writeHead(out.status, { 'content-type': 'application/json', 'request-id': `req_${requests.length}` });
      res.end(out.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    subscriptions,
    sessions,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
