import { msg } from '@lingui/core/macro';
import { afterEach, describe, expect, it } from 'vitest';
import { activateEnglishNow, i18n } from '../../lib/i18n';
import { labelOf, optionsOf } from './select-field';

afterEach(() => activateEnglishNow());

describe('names of stored values', () => {
  it('are English title case by default, for built-in and own values alike', () => {
    expect(labelOf('in-progress')).toBe('In Progress');
    expect(labelOf('one-time')).toBe('One Time');
    expect(labelOf('office')).toBe('Office');
    expect(labelOf('trade fairs')).toBe('Trade Fairs');
  });

  it("follow the active language for built-in values while a user's own categories stay as typed", () => {
    i18n.load('es', {
      [msg({ message: 'Active', context: 'status' }).id]: 'Activo',
      [msg({ message: 'Office', context: 'expense category' }).id]: 'Oficina',
      [msg({ message: 'In Progress', context: 'task status' }).id]: 'En curso',
    });
    i18n.activate('es');
    expect(labelOf('active')).toBe('Activo');
    expect(optionsOf(['office', 'in-progress', 'ferias comerciales'], 'Todas')).toEqual([
      { value: 'all', label: 'Todas' },
      { value: 'office', label: 'Oficina' },
      { value: 'in-progress', label: 'En curso' },
      { value: 'ferias comerciales', label: 'Ferias Comerciales' },
    ]);
  });

  it('do not treat inherited object keys as known values', () => {
    expect(labelOf('constructor')).toBe('Constructor');
    expect(labelOf('toString')).toBe('ToString');
  });
});
