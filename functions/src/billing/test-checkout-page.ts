// The built-in test checkout's hosted page (docs/decisions/0031-test-checkout.md): GET shows the
// plan, amount and a card form; POST takes 4242 4242 4242 4242, declines 4000 0000 0000 0002
// with a clear message, and redirects to the session's success URL exactly as Stripe would.
import type { Firestore } from 'firebase-admin/firestore';
import { EMAIL_PATTERN } from '../../../src/domain/sanitize';
import { formatCents, testCardResult } from '../../../src/domain/billing';
import { getPlan } from '../../../src/domain/plans';
import { paymentConfirmed } from '../../../src/domain/billing';
import { notifyPaymentConfirmed } from '../system-ops/notify';
import { logCheckoutPaid } from './billing-activity';
import { getState, trialUsedField, trialsUsedOf, updateSubscription, withTrialRule } from './grant';
import { testId } from './test-provider';
import type { StoredCheckout } from './test-provider';

export type PageRequest = { method: string; query: Record<string, unknown>; form: URLSearchParams };
export type PageResponse = { status: number; html?: string; redirect?: string };

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><link rel="icon" href="data:,">
<title>${esc(title)}</title>
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;background:#f1f5f9;color:#0f172a}
@media (prefers-color-scheme:dark){body{background:#0f172a;color:#e2e8f0}.card{background:#1e293b!important;border-color:#334155!important}input{background:#0f172a;color:#e2e8f0;border-color:#475569!important}}
main{max-width:28rem;margin:3rem auto;padding:0 1rem}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:.75rem;padding:1.5rem}
label{display:block;font-size:.875rem;font-weight:600;margin-top:1rem}
input{width:100%;box-sizing:border-box;padding:.6rem;border:1px solid #cbd5e1;border-radius:.5rem;font-size:1rem;margin-top:.25rem}
input:focus,button:focus,a:focus{outline:3px solid #2563eb;outline-offset:2px}
button{margin-top:1.5rem;width:100%;padding:.75rem;border:0;border-radius:.5rem;background:#2563eb;color:#fff;font-size:1rem;font-weight:600;cursor:pointer}
.alert{margin-top:1rem;padding:.75rem;border-radius:.5rem;background:#fef2f2;color:#991b1b;border:1px solid #fca5a5}
.muted{font-size:.875rem;color:#64748b}.amount{font-size:2rem;font-weight:700;margin:.25rem 0}
.badge{display:inline-block;font-size:.75rem;font-weight:700;background:#fef3c7;color:#92400e;border-radius:999px;padding:.15rem .6rem}
a{color:#2563eb}
</style></head><body><main>${body}</main></body></html>`;
}

function form(id: string, s: StoredCheckout, values: { email: string; card: string; name: string }, error: string | null): string {
  const plan = getPlan(s.plan);
  return page(
    `Test checkout · ${plan.name} plan`,
    `<div class="card">
<span class="badge">TEST MODE</span>
<h1>Subscribe to ${esc(plan.name)}</h1>
<p class="amount" data-testid="amount">${esc(formatCents(s.amount))} <span class="muted">per month</span></p>
<p class="muted">${s.trialDays > 0 ? `${s.trialDays}-day free trial, then ${esc(formatCents(s.amount))} per month` : `${esc(formatCents(s.amount))} per month from today (this account already had its free trial of this plan)`}. Cancel anytime.</p>
<p class="muted">Built-in test checkout: no real card is charged. Use 4242 4242 4242 4242 to pay, 4000 0000 0000 0002 to see a decline.</p>
${error ? `<div class="alert" role="alert">${esc(error)}</div>` : ''}
<form method="post" action="?session=${encodeURIComponent(id)}" novalidate>
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${esc(values.email)}"${s.uid ? ' readonly' : ''}>
<label for="card">Card number</label>
<input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="1234 1234 1234 1234" required value="${esc(values.card)}">
<label for="expiry">Expiry (MM / YY)</label>
<input id="expiry" name="expiry" autocomplete="cc-exp" placeholder="12 / 34" value="12 / 34">
<label for="cvc">CVC</label>
<input id="cvc" name="cvc" inputmode="numeric" autocomplete="cc-csc" placeholder="123" value="123">
<label for="name">Name on card</label>
<input id="name" name="name" autocomplete="cc-name" value="${esc(values.name)}">
<button type="submit">Subscribe</button>
</form>
<p class="muted"><a href="${esc(s.cancelUrl)}">Cancel and return</a></p>
</div>`,
  );
}

function message(title: string, text: string, status: number): PageResponse {
  return { status, html: page(title, `<div class="card"><h1>${esc(title)}</h1><p role="alert">${esc(text)}</p></div>`) };
}

/** Handles one request to the test checkout page. */
export async function handleTestCheckout(db: Firestore, req: PageRequest, now: Date): Promise<PageResponse> {
  const id = typeof req.query.session === 'string' ? req.query.session : '';
  if (!/^cs_test_[A-Za-z0-9]{8,200}$/.test(id)) return message('Checkout not found', 'This checkout link is invalid.', 404);
  const ref = db.doc(`checkoutSessions/${id}`);
  const snap = await ref.get();
  if (!snap.exists) return message('Checkout not found', 'This checkout link is invalid or has expired.', 404);
  const s = snap.data() as StoredCheckout;
  const successUrl = s.successUrl.replace('{CHECKOUT_SESSION_ID}', id);
  if (s.status === 'complete') return { status: 303, redirect: successUrl };

  if (req.method === 'GET') return { status: 200, html: form(id, s, { email: s.email ?? '', card: '', name: '' }, null) };
  if (req.method !== 'POST') return message('Method not allowed', 'Use the checkout form.', 405);

  const email = (s.uid ? (s.email ?? '') : (req.form.get('email') ?? '')).trim().toLowerCase();
  const values = { email, card: req.form.get('card') ?? '', name: req.form.get('name') ?? '' };
  if (!EMAIL_PATTERN.test(email)) return { status: 400, html: form(id, s, values, 'Please enter a valid email address.') };
  const card = testCardResult(values.card);
  if (!card.ok) return { status: 402, html: form(id, s, values, card.message) };

  const customerId = testId('cus_test_');
  const subscriptionId = testId('sub_test_');
  await ref.update({ status: 'complete', email, customerId, subscriptionId, completedAt: now });
  // A signed-in buyer gets the plan now, as Stripe's webhook would grant it.
  if (s.uid) {
    const uid = s.uid;
    const before = await getState(db, uid);
    const used = trialsUsedOf((await db.doc(`subscriptions/${uid}`).get()).data());
    const patch = withTrialRule(paymentConfirmed(s.plan, now, { customerId, subscriptionId }), s.plan, used);
    await updateSubscription(db, uid, now, () => patch, {}, trialUsedField(s.plan));
    await logCheckoutPaid(db, { uid, plan: s.plan, before, provider: 'test checkout', now });
    await db.doc(`checkoutClaims/${id}`).set({ uid, plan: s.plan, claimedAt: now });
    await notifyPaymentConfirmed(db, uid, s.plan, now);
  }
  return { status: 303, redirect: successUrl };
}
