import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';

// What a feature's page needs from the brand around it, provided by the brand layout (app/),
// so pages in features/ stay free of the brand: one tiny module, part of the entry.

/**
 * Turns a path of the current brand (`/profile`) into the URL it has on this host
 * (`/stud/profile` on the generic host).
 */
export const SitePathContext = createContext<(path: string) => string>((path) => path);

export const useSitePath = () => useContext(SitePathContext);

/**
 * What an account card shows above itself: the brand's logo linking home on pages without
 * header and footer (stud's register, OTP and password pages), so there is a way back;
 * nothing elsewhere.
 */
export const AuthCardHomeContext = createContext<ReactNode>(null);
