import { Script } from 'node:vm';
/**
 * Whether `source` parses as a classic script; the message and line of the syntax error
 * when not. Only compiled, never run (spec section 5: a script runs only if it parses).
 */
export function checkScriptSyntax(source: string): { ok: true } | { ok: false; message: string } {
  try {
    new Script(source, { filename: 'ab-script.js' });
    return { ok: true };
  } catch (error) {
    if (!(error instanceof SyntaxError)) throw error;
    const line = /ab-script\.js:(\d+)/.exec(String(error.stack))?.[1];
    return { ok: false, message: `${error.message}${line ? ` (line ${line})` : ''}` };
  }
}
