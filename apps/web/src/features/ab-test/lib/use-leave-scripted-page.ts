import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { pageMayRunAbScripts } from '@mhp/contract/ab-script-pages';
import { abScriptHasRun } from './script-state';

/**
 * A script an A/B item ran stays in the page until it reloads, so moving inside the app from
 * a page on the scripts' allow-list to one that holds personal or health data (sign-in, the
 * chat, checkout) loads that page afresh, without it (ADR 024).
 */
export function useLeaveScriptedPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (abScriptHasRun() && !pageMayRunAbScripts(pathname)) window.location.reload();
  }, [pathname]);
}
