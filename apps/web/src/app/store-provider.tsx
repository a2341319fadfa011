import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/**
 * The app's Redux store for the part of a page that uses it (RTK Query endpoints, feature
 * slices). A page module that needs the store wraps its content in this, so Redux loads with
 * the pages that use it rather than with the entry chunk; every page shares the one store.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
