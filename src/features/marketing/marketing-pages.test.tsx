import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../testing/render-app';

describe('public site', () => {
  it('the landing page has the hero, six feature cards, the benefits and the three calls to action', async () => {
    renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Run your small business from one place', level: 1 })).toBeInTheDocument();
    const features = screen.getByRole('heading', { name: 'Everything you need to run your business' }).nextElementSibling as HTMLElement;
    expect(features.querySelectorAll('li')).toHaveLength(6);
    expect(screen.getByRole('heading', { name: 'Why small businesses choose us' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Start Free Trial' })[0]).toHaveAttribute('href', '/auth/signup');
    expect(screen.getByRole('link', { name: 'View Pricing' })).toHaveAttribute('href', '/pricing');
    expect(screen.getAllByRole('link', { name: 'Contact Sales' }).every((a) => a.getAttribute('href') === '/contact')).toBe(true);
    expect(screen.getByText(new RegExp(`© ${new Date().getFullYear()} SmallBiz CRM`))).toBeInTheDocument();
  });

  it('the terms state the notice, retention, uptime and governing law', async () => {
    renderApp('/terms');
    expect(await screen.findByRole('heading', { name: 'Terms of Service', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/at least 30 days’ notice/)).toBeInTheDocument();
    expect(screen.getByText(/Either party may end the agreement with 30 days’ notice. After termination we keep your data for 30 days/)).toBeInTheDocument();
    expect(screen.getByText(/99\.9% uptime/)).toBeInTheDocument();
    expect(screen.getByText(/laws of the State of Delaware/)).toBeInTheDocument();
  });

  it('the privacy policy states the 30-day retention', async () => {
    renderApp('/privacy');
    expect(await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/keep your data for 30 days/)).toBeInTheDocument();
  });
});
