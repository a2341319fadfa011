import { fnv1a32 } from '@mhp/contract/ab-assignment';
import { pageMayRunAbScripts } from '@mhp/contract/ab-script-pages';
import { isSignedIn } from '../../../shared/stores/session';
import { markAbScriptRun } from './script-state';

/**
 * Runs an A/B item's script after its HTML is in the page (spec section 5: only if it
 * parses). The page's CSP allows scripts from our origin only, so the script is loaded from
 * the API (`/api/ab_test/script/{identifier}/`, which also refuses one that does not parse),
 * never inlined or eval'd. The browser checks the syntax first with acorn, loaded on demand:
 * an unparseable script is logged with its identifier and not requested at all.
 *
 * Never on a page that holds personal or health data (ADR 024): the page's path goes with the
 * request, and the API refuses off its allow-list and for a signed-in browser; the same list
 * is checked here first so such a page does not even ask.
 */
export async function runAbScript(identifier: string, script: string): Promise<boolean> {
  const page = window.location.pathname;
  // The API refuses scripts to a signed-in browser (ADR 024): it does not ask.
  if (!pageMayRunAbScripts(page) || isSignedIn()) return false;
  const error = await syntaxError(script);
  if (error) {
    console.error(`A/B script of "${identifier}" does not parse and was not run: ${error}`);
    return false;
  }
  const element = document.createElement('script');
  // The version changes with the text, so an edited script is never served from cache.
  element.src = `/api/ab_test/script/${encodeURIComponent(identifier)}/?v=${fnv1a32(script).toString(36)}&page=${encodeURIComponent(page)}`;
  element.async = true;
  element.dataset.abScriptFor = identifier;
  document.body.append(element);
  markAbScriptRun();
  return true;
}

/** The syntax error's message, or null when the script parses as a classic script. */
export async function syntaxError(script: string): Promise<string | null> {
  const { parse } = await import('acorn');
  try {
    parse(script, { ecmaVersion: 'latest', sourceType: 'script' });
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}
