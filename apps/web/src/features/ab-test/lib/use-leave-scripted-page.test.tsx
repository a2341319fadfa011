import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { markAbScriptRun } from './script-state';
import { useLeaveScriptedPage } from './use-leave-scripted-page';

function Page() {
  useLeaveScriptedPage();
  return null;
}

const reload = vi.fn();

afterEach(() => reload.mockReset());

function renderAt(path: string) {
  vi.stubGlobal('location', { ...window.location, reload });
  const router = createMemoryRouter([{ path: '*', element: <Page /> }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
  return router;
}

describe('leaving a page where an A/B script ran', () => {
  it('stays in the app while no script has run', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/login'));
    expect(reload).not.toHaveBeenCalled();
  });

  it('loads a page that holds personal data afresh once a script has run, but not a shop page', async () => {
    markAbScriptRun();
    const router = renderAt('/');
    await act(() => router.navigate('/shop'));
    expect(reload).not.toHaveBeenCalled();
    await act(() => router.navigate('/app'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
