// Language, Time Zone and Date & Time Format (docs/product/settings.md#display-settings): each saves users/{uid}/settings/display,
// which the formatting module (src/lib/use-format.tsx) applies to every screen at once.
import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { SelectField } from '../../components/ui/select-field';
import { LANGUAGE_NAMES } from '../../lib/i18n';
import {
  DISPLAY_CURRENCIES,
  DISPLAY_DATE_FORMATS,
  DISPLAY_TIME_ZONES,
  FIRST_DAYS_OF_WEEK,
  LANGUAGES,
  NUMBER_FORMATS,
} from '../../domain/user-settings/display';
import type { DisplaySettings } from '../../domain/user-settings/display';
import type { Formatter } from '../../domain/format';
import { DisplayForm, Toggle } from './display-form';

const SAMPLE_DATE = '2024-03-09';
const sampleMoment = () => new Date();

const ZONE_NAMES: Record<DisplaySettings['timeZone'], MessageDescriptor> = {
  'America/New_York': msg`New York (Eastern Time)`,
  'America/Chicago': msg`Chicago (Central Time)`,
  'America/Denver': msg`Denver (Mountain Time)`,
  'America/Los_Angeles': msg`Los Angeles (Pacific Time)`,
  'Europe/London': msg`London`,
  'Europe/Paris': msg`Paris`,
  'Europe/Berlin': msg`Berlin`,
  'Asia/Dubai': msg`Dubai`,
  'Asia/Kolkata': msg`Kolkata (India)`,
  'Asia/Tokyo': msg`Tokyo`,
  'Australia/Sydney': msg`Sydney`,
  'Pacific/Auckland': msg`Auckland`,
};

const NUMBER_NAMES: Record<DisplaySettings['numberFormat'], MessageDescriptor> = {
  US: msg`US (1,234.56)`,
  EU: msg`European (1.234,56)`,
  FR: msg`French (1 234,56)`,
  CH: msg`Swiss (1’234.56)`,
};

const CURRENCY_NAMES: Record<DisplaySettings['currency'], MessageDescriptor> = {
  USD: msg`US dollar (USD)`,
  EUR: msg`Euro (EUR)`,
  GBP: msg`British pound (GBP)`,
  JPY: msg`Japanese yen (JPY)`,
  CAD: msg`Canadian dollar (CAD)`,
  AUD: msg`Australian dollar (AUD)`,
};

const WEEK_STARTS: Record<DisplaySettings['firstDayOfWeek'], MessageDescriptor> = {
  sunday: msg({ message: 'Sunday', context: 'first day of the week' }),
  monday: msg({ message: 'Monday', context: 'first day of the week' }),
};

function Sample({ f }: { f: Formatter }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      <dt className="text-fg-subtle">
        <Trans>A date</Trans>
      </dt>
      <dd>{f.date(SAMPLE_DATE)}</dd>
      <dt className="text-fg-subtle">
        <Trans>Now</Trans>
      </dt>
      <dd>{f.dateTime(sampleMoment())}</dd>
      <dt className="text-fg-subtle">
        <Trans>A number</Trans>
      </dt>
      <dd>{f.number(1234567.89)}</dd>
      <dt className="text-fg-subtle">
        <Trans>An amount</Trans>
      </dt>
      <dd>{f.money(1234.5)}</dd>
      <dt className="text-fg-subtle">
        <Trans>Week</Trans>
      </dt>
      <dd>{f.weekdays().join(', ')}</dd>
    </dl>
  );
}

const options = <T extends string>(list: readonly T[], names?: Record<T, string>) => list.map((v) => ({ value: v, label: names?.[v] ?? v }));
const translatedOptions = <T extends string>(list: readonly T[], names: Record<T, MessageDescriptor>, t: (d: MessageDescriptor) => string) =>
  list.map((v) => ({ value: v, label: t(names[v]) }));

export function LanguagePage() {
  const { t } = useLingui();
  return (
    <DisplayForm
      title={t`Language Settings`}
      subtitle={t`The language of the screens, dates, month names and numbers.`}
      fields={['language']}
      preview={(f) => <Sample f={f} />}
    >
      {(draft, set) => (
        <SelectField
          label={t`Language`}
          value={draft.language}
          options={options(LANGUAGES, LANGUAGE_NAMES)}
          onChange={(e) => set('language', e.target.value as DisplaySettings['language'])}
        />
      )}
    </DisplayForm>
  );
}

function ZonePreview({ f }: { f: Formatter }) {
  const now = f.dateTime(new Date());
  const today = f.date(f.today());
  return (
    <p>
      <Trans>
        It is now {now} in your time zone (today is {today}).
      </Trans>
    </p>
  );
}

export function TimeZonePage() {
  const { t } = useLingui();
  return (
    <DisplayForm
      title={t`Time Zone Settings`}
      subtitle={t`Times of events, today's date and 'this month' follow your time zone.`}
      fields={['timeZone']}
      note={t`Dates you pick for records (a payment date, a deadline) stay the calendar day you picked in every time zone.`}
      preview={(f) => <ZonePreview f={f} />}
    >
      {(draft, set) => (
        <SelectField
          label={t`Time zone`}
          value={draft.timeZone}
          options={translatedOptions(DISPLAY_TIME_ZONES, ZONE_NAMES, t)}
          onChange={(e) => set('timeZone', e.target.value as DisplaySettings['timeZone'])}
        />
      )}
    </DisplayForm>
  );
}

export function DateFormatPage() {
  const { t } = useLingui();
  return (
    <DisplayForm
      title={t`Date & Time Format`}
      subtitle={t`How dates, times, numbers and amounts are written everywhere in the app.`}
      fields={['dateFormat', 'timeFormat', 'showSeconds', 'relativeDates', 'numberFormat', 'currency', 'firstDayOfWeek']}
      note={t`The currency sets the symbol and format of your amounts; amounts are not converted. Exported CSV and JSON files keep ISO dates and plain numbers.`}
      preview={(f) => <Sample f={f} />}
    >
      {(draft, set) => (
        <>
          <SelectField
            label={t`Date format`}
            value={draft.dateFormat}
            options={options(DISPLAY_DATE_FORMATS)}
            onChange={(e) => set('dateFormat', e.target.value as DisplaySettings['dateFormat'])}
          />
          <SelectField
            label={t`Time format`}
            value={draft.timeFormat}
            options={[
              { value: '12', label: t`12-hour (2:30 PM)` },
              { value: '24', label: t`24-hour (14:30)` },
            ]}
            onChange={(e) => set('timeFormat', e.target.value as DisplaySettings['timeFormat'])}
          />
          <SelectField
            label={t`Number format`}
            value={draft.numberFormat}
            options={translatedOptions(NUMBER_FORMATS, NUMBER_NAMES, t)}
            onChange={(e) => set('numberFormat', e.target.value as DisplaySettings['numberFormat'])}
          />
          <SelectField
            label={t`Currency`}
            value={draft.currency}
            options={translatedOptions(DISPLAY_CURRENCIES, CURRENCY_NAMES, t)}
            onChange={(e) => set('currency', e.target.value as DisplaySettings['currency'])}
          />
          <SelectField
            label={t`First day of the week`}
            value={draft.firstDayOfWeek}
            options={translatedOptions(FIRST_DAYS_OF_WEEK, WEEK_STARTS, t)}
            onChange={(e) => set('firstDayOfWeek', e.target.value as DisplaySettings['firstDayOfWeek'])}
          />
          <div className="space-y-3 sm:col-span-2">
            <Toggle label={t`Show seconds`} checked={draft.showSeconds} onChange={(v) => set('showSeconds', v)} />
            <Toggle
              label={t`Relative dates`}
              hint={t`Today, Yesterday, Tomorrow, and '5 minutes ago' for recent events.`}
              checked={draft.relativeDates}
              onChange={(v) => set('relativeDates', v)}
            />
          </div>
        </>
      )}
    </DisplayForm>
  );
}
