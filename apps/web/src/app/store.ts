import { setupListeners } from '@reduxjs/toolkit/query';
import { makeStore } from '../shared/store/make-store';

/** The app's one Redux store: the RTK Query api plus the slices features inject. */
export const store = makeStore();

// Lets endpoints that opt in refetch when the window regains focus or the network returns.
setupListeners(store.dispatch);
