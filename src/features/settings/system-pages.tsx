// Language, Time Zone and Date & Time Format (seed 001): each saves users/{uid}/settings/display,
// which the formatting module (src/lib/format.tsx) applies to every screen at once.
import { SelectField } from '../../components/ui/select-field';
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

const LANGUAGE_NAMES: Record<DisplaySettings['language'], string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  it: 'Italiano',
  pt: 'Português',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ko: '한국어',
};

const ZONE_NAMES: Record<DisplaySettings['timeZone'], string> = {
  'America/New_York': 'New York (Eastern Time)',
  'America/Chicago': 'Chicago (Central Time)',
  'America/Denver': 'Denver (Mountain Time)',
  'America/Los_Angeles': 'Los Angeles (Pacific Time)',
  'Europe/London': 'London',
  'Europe/Paris': 'Paris',
  'Europe/Berlin': 'Berlin',
  'Asia/Dubai': 'Dubai',
  'Asia/Kolkata': 'Kolkata (India)',
  'Asia/Tokyo': 'Tokyo',
  'Australia/Sydney': 'Sydney',
  'Pacific/Auckland': 'Auckland',
};

const NUMBER_NAMES: Record<DisplaySettings['numberFormat'], string> = {
  US: 'US (1,234.56)',
  EU: 'European (1.234,56)',
  FR: 'French (1 234,56)',
  CH: 'Swiss (1’234.56)',
};

const CURRENCY_NAMES: Record<DisplaySettings['currency'], string> = {
  USD: 'US dollar (USD)',
  EUR: 'Euro (EUR)',
  GBP: 'British pound (GBP)',
  JPY: 'Japanese yen (JPY)',
  CAD: 'Canadian dollar (CAD)',
  AUD: 'Australian dollar (AUD)',
};

function Sample({ f }: { f: Formatter }) {
  return (
    <dl className="grid gap-2 sm:grid-cols-2">
      <dt className="text-slate-500 dark:text-slate-400">A date</dt>
      <dd>{f.date(SAMPLE_DATE)}</dd>
      <dt className="text-slate-500 dark:text-slate-400">Now</dt>
      <dd>{f.dateTime(sampleMoment())}</dd>
      <dt className="text-slate-500 dark:text-slate-400">A number</dt>
      <dd>{f.number(1234567.89)}</dd>
      <dt className="text-slate-500 dark:text-slate-400">An amount</dt>
      <dd>{f.money(1234.5)}</dd>
      <dt className="text-slate-500 dark:text-slate-400">Week</dt>
      <dd>{f.weekdays().join(', ')}</dd>
    </dl>
  );
}

const options = <T extends string>(list: readonly T[], names?: Record<T, string>) => list.map((v) => ({ value: v, label: names?.[v] ?? v }));

export function LanguagePage() {
  return (
    <DisplayForm
      title="Language Settings"
      subtitle="The language of dates, month names and numbers."
      fields={['language']}
      preview={(f) => <Sample f={f} />}
    >
      {(draft, set) => (
        <SelectField
          label="Language"
          value={draft.language}
          options={options(LANGUAGES, LANGUAGE_NAMES)}
          onChange={(e) => set('language', e.target.value as DisplaySettings['language'])}
        />
      )}
    </DisplayForm>
  );
}

export function TimeZonePage() {
  return (
    <DisplayForm
      title="Time Zone Settings"
      subtitle="Times of events, today's date and 'this month' follow your time zone."
      fields={['timeZone']}
      note="Dates you pick for records (a payment date, a deadline) stay the calendar day you picked in every time zone."
      preview={(f) => (
        <p>
          It is now {f.dateTime(new Date())} in your time zone (today is {f.date(f.today())}).
        </p>
      )}
    >
      {(draft, set) => (
        <SelectField
          label="Time zone"
          value={draft.timeZone}
          options={options(DISPLAY_TIME_ZONES, ZONE_NAMES)}
          onChange={(e) => set('timeZone', e.target.value as DisplaySettings['timeZone'])}
        />
      )}
    </DisplayForm>
  );
}

export function DateFormatPage() {
  return (
    <DisplayForm
      title="Date & Time Format"
      subtitle="How dates, times, numbers and amounts are written everywhere in the app."
      fields={['dateFormat', 'timeFormat', 'showSeconds', 'relativeDates', 'numberFormat', 'currency', 'firstDayOfWeek']}
      note="The currency sets the symbol and format of your amounts; amounts are not converted. Exported CSV and JSON files keep ISO dates and plain numbers."
      preview={(f) => <Sample f={f} />}
    >
      {(draft, set) => (
        <>
          <SelectField
            label="Date format"
            value={draft.dateFormat}
            options={options(DISPLAY_DATE_FORMATS)}
            onChange={(e) => set('dateFormat', e.target.value as DisplaySettings['dateFormat'])}
          />
          <SelectField
            label="Time format"
            value={draft.timeFormat}
            options={[
              { value: '12', label: '12-hour (2:30 PM)' },
              { value: '24', label: '24-hour (14:30)' },
            ]}
            onChange={(e) => set('timeFormat', e.target.value as DisplaySettings['timeFormat'])}
          />
          <SelectField
            label="Number format"
            value={draft.numberFormat}
            options={options(NUMBER_FORMATS, NUMBER_NAMES)}
            onChange={(e) => set('numberFormat', e.target.value as DisplaySettings['numberFormat'])}
          />
          <SelectField
            label="Currency"
            value={draft.currency}
            options={options(DISPLAY_CURRENCIES, CURRENCY_NAMES)}
            onChange={(e) => set('currency', e.target.value as DisplaySettings['currency'])}
          />
          <SelectField
            label="First day of the week"
            value={draft.firstDayOfWeek}
            options={options(FIRST_DAYS_OF_WEEK, { sunday: 'Sunday', monday: 'Monday' })}
            onChange={(e) => set('firstDayOfWeek', e.target.value as DisplaySettings['firstDayOfWeek'])}
          />
          <div className="space-y-3 sm:col-span-2">
            <Toggle label="Show seconds" checked={draft.showSeconds} onChange={(v) => set('showSeconds', v)} />
            <Toggle
              label="Relative dates"
              hint="Today, Yesterday, Tomorrow, and '5 minutes ago' for recent events."
              checked={draft.relativeDates}
              onChange={(v) => set('relativeDates', v)}
            />
          </div>
        </>
      )}
    </DisplayForm>
  );
}
