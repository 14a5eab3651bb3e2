import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataError } from '../../data/contract';
import { CONTACT_MESSAGES } from '../../domain/contact';
import { createFakeBackend } from '../../testing/fake-backend';
import type { FakeContactApi } from '../../testing/fakes/contact';
import { renderApp } from '../../testing/render-app';

describe('contact sales', () => {
  it('a visitor sends a message, sees the success text and an empty form', async () => {
    const backend = createFakeBackend();
    const { user } = renderApp('/contact', { backend });
    await user.type(await screen.findByLabelText('Full Name'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Email Address'), 'Ada@Example.com');
    await user.type(screen.getByLabelText('Company Name (optional)'), 'Engines');
    await user.type(screen.getByLabelText('Message'), 'We need 20 seats.');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Message sent successfully!')).toBeInTheDocument();
    expect((backend.contact as FakeContactApi).messages).toEqual([
      { fullName: 'Ada Lovelace', email: 'ada@example.com', company: 'Engines', message: 'We need 20 seats.' },
    ]);
    expect(screen.getByLabelText('Full Name')).toHaveValue('');
  });

  it('required fields are checked before anything is sent', async () => {
    const backend = createFakeBackend();
    const { user } = renderApp('/contact', { backend });
    await user.click(await screen.findByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a message.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect((backend.contact as FakeContactApi).messages).toEqual([]);
  });

  it('a name longer than the limit is refused with the limit in words', async () => {
    const backend = createFakeBackend();
    const { user } = renderApp('/contact', { backend });
    fireEvent.change(await screen.findByLabelText('Full Name'), { target: { value: 'x'.repeat(201) } });
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(screen.getByText('Full name must be at most 200 characters.')).toBeInTheDocument();
    expect((backend.contact as FakeContactApi).messages).toEqual([]);
  });

  it('a failed send says so and keeps the input', async () => {
    const backend = createFakeBackend();
    (backend.contact as FakeContactApi).failNext(new DataError('unavailable'));
    const { user } = renderApp('/contact', { backend });
    await user.type(await screen.findByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Failed to send message. Please try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello');
  });

  it('too many messages in an hour shows the limit message and keeps the input', async () => {
    const backend = createFakeBackend();
    (backend.contact as FakeContactApi).failNext(new DataError('functions/resource-exhausted', CONTACT_MESSAGES.tooMany));
    const { user } = renderApp('/contact', { backend });
    await user.type(await screen.findByLabelText('Full Name'), 'Ada');
    await user.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await user.type(screen.getByLabelText('Message'), 'Hello again');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(CONTACT_MESSAGES.tooMany)).toBeInTheDocument();
    expect(screen.getByLabelText('Message')).toHaveValue('Hello again');
  });

  it('the honeypot field is hidden from people and keyboard users', async () => {
    const backend = createFakeBackend();
    renderApp('/contact', { backend });
    await screen.findByLabelText('Full Name');
    const trap = document.querySelector('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });
});
