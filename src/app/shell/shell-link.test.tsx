import { createEvent, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShellLink, isActivePath } from './shell-link';

describe('isActivePath', () => {
  it('matches the page itself and its sub-pages, as NavLink does', () => {
    expect(isActivePath('/clients', '/clients')).toBe(true);
    expect(isActivePath('/settings/profile', '/settings')).toBe(true);
    expect(isActivePath('/Clients', '/clients')).toBe(true);
    expect(isActivePath('/clientsarchive', '/clients')).toBe(false);
    expect(isActivePath('/dashboard', '/clients')).toBe(false);
  });

  it('matches / only on itself', () => {
    expect(isActivePath('/', '/')).toBe(true);
    expect(isActivePath('/clients', '/')).toBe(false);
  });
});

describe('ShellLink', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  function link(props: { current?: boolean; onClick?: () => void } = {}) {
    const navigate = vi.fn();
    render(
      <ShellLink to="/clients" navigate={navigate} className="x" {...props}>
        Clients
      </ShellLink>,
    );
    return { navigate, anchor: screen.getByRole('link', { name: 'Clients' }) };
  }

  it('is an anchor to its path, marked as the page shown when current', () => {
    const { anchor } = link({ current: true });
    expect(anchor).toHaveAttribute('href', '/clients');
    expect(anchor).toHaveAttribute('aria-current', 'page');
    expect(anchor).toHaveClass('x');
  });

  it('is not marked when another page is shown', () => {
    expect(link().anchor).not.toHaveAttribute('aria-current');
  });

  it('navigates in the page on a plain click, adding a history entry', () => {
    const onClick = vi.fn();
    const { navigate, anchor } = link({ onClick });
    const click = createEvent.click(anchor, { button: 0 });
    fireEvent(anchor, click);
    expect(click.defaultPrevented).toBe(true);
    expect(navigate).toHaveBeenCalledWith('/clients', { replace: false });
    expect(onClick).toHaveBeenCalledOnce();
  });

  it('replaces the history entry when the link is to the page shown', () => {
    window.history.replaceState(null, '', '/clients');
    const { navigate, anchor } = link();
    fireEvent.click(anchor, { button: 0 });
    expect(navigate).toHaveBeenCalledWith('/clients', { replace: true });
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    const onClick = vi.fn();
    const { navigate, anchor } = link({ onClick });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const click = createEvent.click(anchor, { button: 0, ...init });
      fireEvent(anchor, click);
      expect(click.defaultPrevented).toBe(false);
    }
    expect(navigate).not.toHaveBeenCalled();
    expect(onClick).toHaveBeenCalledTimes(5);
  });
});
