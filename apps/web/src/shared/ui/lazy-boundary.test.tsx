import { act, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { runHydrationPass } from '../lib/hydration-pass';
import { renderWhenReady } from '../lib/render-when-ready';
import { HydrateLater } from './lazy-boundary';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      {label} {count}
    </button>
  );
}

function Page() {
  return (
    <main>
      <Counter label="Header" />
      <HydrateLater>
        <Counter label="Page" />
      </HydrateLater>
    </main>
  );
}

describe('HydrateLater', () => {
  it('hydrates its part in a task after the pass, keeping the server’s elements, its controls waiting till then', async () => {
    const container = document.createElement('div');
    container.innerHTML = await renderWhenReady(<Page />);
    document.body.append(container);
    const serverButton = screen.getByRole('button', { name: 'Page 0' });

    act(() => runHydrationPass(() => hydrateRoot(container, <Page />)));
    expect(serverButton).toBeDisabled();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Header 0' }));
    expect(screen.getByRole('button', { name: 'Header 1' })).toBeInTheDocument();

    await waitFor(() => expect(serverButton).toBeEnabled());
    await user.click(serverButton);
    expect(screen.getByRole('button', { name: 'Page 1' })).toBe(serverButton);
    container.remove();
  });

  it('renders its part at once in a page the browser draws', () => {
    render(<Page />);
    expect(screen.getByRole('button', { name: 'Page 0' })).toBeEnabled();
  });
});
