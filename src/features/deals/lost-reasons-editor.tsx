// The lost reasons on the pipelines settings (docs/product/deals.md#lost-reasons): the list
// offered when a deal is lost. Owners and managers add, rename, reorder and remove reasons, each
// change saved at once (cleanLostReasons in src/domain/deals.ts trims them and drops repeats;
// a blank or repeated name is refused here with a message, keeping what was typed). "Other", with
// a text of its own, is always offered and always saved last. Others read the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { DealsApi } from '../../data/contract-deals';
import { DEAL_MESSAGES, MAX_LOST_REASONS, OTHER_LOST_REASON, cleanLostReasons } from '../../domain/deals';
import { cleanText, sameName } from '../../domain/sanitize';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { saveErrorText } from '../../components/ui/field-error';
import { Spinner } from '../../components/ui/spinner';
import { TextField } from '../../components/ui/text-field';
import { translateText } from '../../lib/known-texts';
import { SavingField } from './pipeline-field';

export function LostReasonsEditor({ api, accountId, editable }: { api: DealsApi; accountId: string; editable: boolean }) {
  const { t } = useLingui();
  const [stored, setStored] = useState<{ accountId: string; reasons: string[] } | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [added, setAdded] = useState('');
  useEffect(() => api.watchLostReasons(accountId, (reasons) => setStored({ accountId, reasons })), [api, accountId]);
  const reasons = stored?.accountId === accountId ? stored.reasons.filter((r) => !sameName(r, OTHER_LOST_REASON)) : null;

  /** Saves the list (Other added last); resolves to the message to show, or null once saved. */
  const save = async (next: string[]): Promise<string | null> => {
    if (next.some((r) => cleanText(r) === '')) return t`A reason cannot be blank.`;
    const all = [...next, OTHER_LOST_REASON];
    if (all.length > MAX_LOST_REASONS) return translateText(DEAL_MESSAGES.tooManyLostReasons);
    const cleaned = cleanLostReasons(all);
    if (!cleaned.ok) return translateText(cleaned.message);
    if (cleaned.reasons.length < all.length) return t`This reason is already in the list.`;
    setBusy(true);
    try {
      await api.saveLostReasons(accountId, cleaned.reasons);
      return null;
    } catch (e) {
      return saveErrorText(e);
    } finally {
      setBusy(false);
    }
  };
  const saveShown = async (next: string[]) => {
    const text = await save(next);
    setProblem(text);
    return text;
  };

  return (
    <Card as="section" aria-labelledby="lost-reasons">
      <h2 id="lost-reasons" className="text-lg font-semibold text-fg">
        <Trans>Lost reasons</Trans>
      </h2>
      <p className="mb-4 text-sm text-fg-muted">
        <Trans>The reasons offered when a deal is marked lost.</Trans>
      </p>
      {reasons === null ? (
        <Spinner className="mx-auto h-6 w-6" />
      ) : !editable ? (
        <ul className="list-inside list-disc text-fg-body">
          {[...reasons, OTHER_LOST_REASON].map((r) => (
            <li key={r}>{translateText(r)}</li>
          ))}
        </ul>
      ) : (
        <>
          {problem && (
            <div role="alert" className="mb-3">
              <Alert tone="error">{problem}</Alert>
            </div>
          )}
          <ol className="space-y-2" aria-label={t`Lost reasons`}>
            {reasons.map((reason, index) => {
              const name = translateText(reason);
              const place = index + 1;
              const moveTo = (to: number) => {
                const next = [...reasons];
                next.splice(index, 1);
                next.splice(to, 0, reason);
                void saveShown(next);
              };
              return (
                <li key={reason} className="flex flex-wrap items-end gap-2">
                  <SavingField
                    className="min-w-48 flex-1"
                    label={t`Reason ${place}`}
                    stored={reason}
                    maxLength={500}
                    onSave={(value) => save(reasons.map((r, i) => (i === index ? value : r)))}
                  />
                  <div className="mb-1 flex gap-1">
                    <Button variant="ghost" size="sm" disabled={busy || index === 0} onClick={() => moveTo(index - 1)} aria-label={t`Move ${name} up`}>
                      <span aria-hidden="true">↑</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy || index === reasons.length - 1}
                      onClick={() => moveTo(index + 1)}
                      aria-label={t`Move ${name} down`}
                    >
                      <span aria-hidden="true">↓</span>
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      disabled={busy}
                      onClick={() => void saveShown(reasons.filter((_, i) => i !== index))}
                      aria-label={t`Remove reason ${name}`}
                    >
                      <Trans>Remove</Trans>
                    </Button>
                  </div>
                </li>
              );
            })}
            <li className="rounded-ui border border-dashed border-line p-3 text-sm text-fg-muted">
              <span className="font-medium text-fg-body">{translateText(OTHER_LOST_REASON)}</span>{' '}
              <Trans>(the person types the reason) is always offered.</Trans>
            </li>
          </ol>
          <form
            className="mt-4 flex flex-wrap items-end gap-2"
            noValidate
            onSubmit={(e) => {
              e.preventDefault();
              void saveShown([...reasons, added]).then((text) => {
                if (!text) setAdded('');
              });
            }}
          >
            <TextField className="min-w-48 flex-1" label={t`New reason`} value={added} maxLength={500} onChange={(e) => setAdded(e.target.value)} />
            <Button type="submit" disabled={busy}>
              <Trans>Add reason</Trans>
            </Button>
          </form>
        </>
      )}
    </Card>
  );
}
