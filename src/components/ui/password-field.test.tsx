import { I18nProvider } from '@lingui/react';
import { render as renderBare, screen } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NO_PASSWORDS, NewPasswordFields } from './password-field';
import type { NewPasswords } from './password-field';
import { i18n } from '../../lib/i18n';

// No app provider here: the messages need one.
const Providers = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>;
const render = (ui: ReactElement) => renderBare(ui, { wrapper: Providers });

function Harness({ seen }: { seen: NewPasswords[] }) {
  const [value, setValue] = useState(NO_PASSWORDS);
  return (
    <NewPasswordFields
      value={value}
      onChange={(next) => {
        seen.push(next);
        setValue(next);
      }}
    />
  );
}

describe('new password fields', () => {
  it('are two new-password inputs, each with its own Show/Hide, reporting both values', async () => {
    const user = userEvent.setup();
    const seen: NewPasswords[] = [];
    render(<Harness seen={seen} />);
    const password = screen.getByLabelText('Password');
    const confirm = screen.getByLabelText('Confirm Password');
    expect(password).toHaveAttribute('name', 'password');
    expect(confirm).toHaveAttribute('name', 'confirmPassword');
    for (const input of [password, confirm]) {
      expect(input).toHaveAttribute('type', 'password');
      expect(input).toHaveAttribute('autocomplete', 'new-password');
    }

    await user.type(password, 'ab');
    await user.type(confirm, 'c');
    expect(seen.at(-1)).toEqual({ password: 'ab', confirmPassword: 'c' });

    await user.click(screen.getByRole('button', { name: 'Show confirm password' }));
    expect(confirm).toHaveAttribute('type', 'text');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Hide confirm password' }));
    expect(confirm).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Show password' })).toBeInTheDocument();
  });
});
