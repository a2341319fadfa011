import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Link, NavLink } from './link';

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** `element` on page `at`, with every other path showing only where the router is. */
function renderAt(at: string, element: ReactNode) {
  const router = createMemoryRouter(
    [
      {
        path: at,
        element: (
          <>
            {element}
            <Where />
          </>
        ),
      },
      { path: '*', element: <Where /> },
    ],
    { initialEntries: [at] },
  );
  render(<RouterProvider router={router} />);
}

/**
 * Whether the app took over a click (prevented the browser's navigation). The browser's own
 * navigation is then cancelled here, after the app's handler, so the test page stays put.
 */
function appHandledClick(link: HTMLElement, init?: MouseEventInit): boolean {
  let handled = false;
  const afterApp = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  document.addEventListener('click', afterApp);
  fireEvent.click(link, init);
  document.removeEventListener('click', afterApp);
  return handled;
}

describe('Link', () => {
  it('renders the resolved href and navigates in the app on a plain click', async () => {
    renderAt('/stud/shop', <Link to="cart?x=1">Cart</Link>);
    const link = screen.getByRole('link', { name: 'Cart' });
    expect(link).toHaveAttribute('href', '/stud/shop/cart?x=1');
    await userEvent.click(link);
    expect(screen.getByTestId('where')).toHaveTextContent('/stud/shop/cart?x=1');
  });

  it('leaves modified clicks, new tabs and absolute URLs to the browser', () => {
    renderAt(
      '/',
      <>
        <Link to="/a">Same tab</Link>
        <Link to="/b" target="_blank">
          New tab
        </Link>
        <Link to="https://example.com/x">Elsewhere</Link>
      </>,
    );
    const sameTab = screen.getByRole('link', { name: 'Same tab' });
    expect(appHandledClick(sameTab, { ctrlKey: true })).toBe(false);
    expect(appHandledClick(screen.getByRole('link', { name: 'New tab' }))).toBe(false);
    const elsewhere = screen.getByRole('link', { name: 'Elsewhere' });
    expect(elsewhere).toHaveAttribute('href', 'https://example.com/x');
    expect(appHandledClick(elsewhere)).toBe(false);
    expect(appHandledClick(sameTab)).toBe(true);
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/a$/);
  });

  it('runs its own click handler first, which may cancel the navigation', () => {
    renderAt(
      '/',
      <Link to="/a" onClick={(event) => event.preventDefault()}>
        Stay
      </Link>,
    );
    appHandledClick(screen.getByRole('link', { name: 'Stay' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/$/);
  });
});

describe('NavLink', () => {
  it('marks the link to the current page, and only that one', () => {
    renderAt(
      '/stud/shop/',
      <nav>
        <NavLink to="/stud/shop" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Shop
        </NavLink>
        <NavLink to="/stud" className={({ isActive }) => (isActive ? 'on' : 'off')}>
          Home
        </NavLink>
      </nav>,
    );
    const shop = screen.getByRole('link', { name: 'Shop' });
    expect(shop).toHaveAttribute('aria-current', 'page');
    expect(shop).toHaveClass('on');
    const home = screen.getByRole('link', { name: 'Home' });
    expect(home).not.toHaveAttribute('aria-current');
    expect(home).toHaveClass('off');
  });
});
