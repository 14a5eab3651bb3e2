import { msg } from '@lingui/core/macro';
import { I18nProvider } from '@lingui/react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateEnglishNow, i18n } from '../../lib/i18n';
import { HOME_TOUR } from './home-tour';
import { Tour } from './tour';

afterEach(() => activateEnglishNow());

const renderTour = () =>
  render(
    <I18nProvider i18n={i18n}>
      <Tour steps={HOME_TOUR} onComplete={vi.fn()} onDismiss={vi.fn()} />
    </I18nProvider>,
  );

describe('guided tour', () => {
  it('shows its steps in English by default, with the step count', async () => {
    renderTour();
    expect(screen.getByRole('dialog', { name: 'Welcome to SmallBiz CRM!' })).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Your Dashboard' })).toBeInTheDocument();
    expect(screen.getByText('Step 2 of 4')).toBeInTheDocument();
  });

  it('follows a language chosen while it is open, without a reload', async () => {
    renderTour();
    expect(screen.getByRole('dialog', { name: 'Welcome to SmallBiz CRM!' })).toBeInTheDocument();
    // Messages as the build compiles them: plain text, or parts with placeholders.
    i18n.load('es', {
      [msg`Welcome to SmallBiz CRM!`.id]: '¡Bienvenido a SmallBiz CRM!',
      [msg`Step {current} of {total}`.id]: ['Paso ', ['current'], ' de ', ['total']],
      [msg`Next`.id]: 'Siguiente',
      [msg`Skip Tour`.id]: 'Omitir recorrido',
    } as never);
    act(() => i18n.activate('es'));
    expect(await screen.findByRole('dialog', { name: '¡Bienvenido a SmallBiz CRM!' })).toBeInTheDocument();
    expect(screen.getByText('Paso 1 de 4')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Omitir recorrido' })).toBeInTheDocument();
  });
});
