import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/** Everything the app's tree needs around it; the router goes inside. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
}
