import { render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeEarlyLink, useEarlyLink } from './early-link';

function Opener({ navigate }: { navigate: (path: string) => void }) {
  useEarlyLink(navigate);
  return null;
}

describe('a link clicked before the app started', () => {
  afterEach(() => {
    delete window.__appStarted;
    delete window.__appEarlyLink;
  });

  it('is opened in the app once it has rendered, and only once', () => {
    window.__appEarlyLink = `${window.location.origin}/shop/classic-brief?size=m#reviews`;
    const navigate = vi.fn();
    const { rerender } = render(<Opener navigate={navigate} />);
    rerender(<Opener navigate={navigate} />);
    expect(navigate.mock.calls).toEqual([['/shop/classic-brief?size=m#reviews']]);
    // The boot script keeps no more clicks.
    expect(window.__appStarted).toBe(true);
  });

  it('is left alone when it is not one of this site', () => {
    window.__appEarlyLink = 'https://elsewhere.example/shop';
    expect(takeEarlyLink()).toBeNull();
  });

  it('is nothing when none was clicked', () => {
    const navigate = vi.fn();
    render(<Opener navigate={navigate} />);
    expect(navigate).not.toHaveBeenCalled();
    expect(window.__appStarted).toBe(true);
  });
});

describe('the sign the boot script shows while it keeps a click', () => {
  function showBootSign() {
    const bar = document.createElement('div');
    bar.id = 'early-link-bar';
    bar.setAttribute('role', 'progressbar');
    document.body.append(bar);
    const main = document.createElement('main');
    main.setAttribute('aria-busy', 'true');
    document.body.append(main);
    return main;
  }

  afterEach(() => {
    delete window.__appStarted;
    delete window.__appEarlyLink;
    document.body.replaceChildren();
  });

  it('stays until the app has opened the link, then goes with the busy mark', async () => {
    const main = showBootSign();
    window.__appEarlyLink = `${window.location.origin}/contact`;
    let finish = () => {};
    const navigating = new Promise<void>((resolve) => (finish = resolve));
    render(<Opener navigate={() => navigating} />);
    expect(document.getElementById('early-link-bar')).not.toBeNull();
    finish();
    await navigating;
    await Promise.resolve();
    expect(document.getElementById('early-link-bar')).toBeNull();
    expect(main.hasAttribute('aria-busy')).toBe(false);
  });

  it('leaves a busy mark alone when the boot script showed nothing', () => {
    const main = document.createElement('main');
    main.setAttribute('aria-busy', 'true');
    document.body.append(main);
    render(<Opener navigate={vi.fn()} />);
    expect(main.getAttribute('aria-busy')).toBe('true');
  });
});
