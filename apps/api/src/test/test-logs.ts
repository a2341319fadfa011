import { Writable } from 'node:stream';

/**
 * Captures an app's log lines and looks through them for what must never be logged:
 * password hashes, JWTs, email addresses, and the personal data a test put in.
 */
export function captureLogs() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  return { lines, stream };
}

const PATTERNS: Record<string, RegExp> = {
  'argon2 hash': /\$argon2(?:id|i|d)\$/,
  JWT: /eyJ[\w-]{8,}\.eyJ[\w-]{8,}\.[\w-]+/,
  'email address': /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/,
  'SQL parameters': /\bparams:/,
};

export interface LogFinding {
  what: string;
  line: string;
}

/**
 * Whether a log line holds a secret. A number counts only on its own, not inside a longer
 * one: a lab value of 13.9 is in `"value":13.9`, not in a response time of 113.92 ms.
 */
function contains(line: string, secret: string): boolean {
  if (/^\d+(\.\d+)?$/.test(secret)) {
    return new RegExp(`(?<![\\d.])${secret.replace('.', '\\.')}(?![\\d])`).test(line);
  }
  return line.toLowerCase().includes(secret.toLowerCase());
}

/**
 * The numbers the logger measures itself (clock, process, response time). They never hold what a
 * caller sent, and a response time of 13.9 ms is not a lab value of 13.9: leave them out of the
 * search for secrets so a test does not fail on a coincidence.
 */
const MEASURED_FIELDS = /"(?:time|pid|durationMs|responseTime)":\d+(?:\.\d+)?/g;

/** Every line that holds a forbidden pattern or one of the `secrets` (tokens, names, codes). */
export function scanLogs(lines: string[], secrets: Record<string, string>): LogFinding[] {
  const findings: LogFinding[] = [];
  for (const line of lines) {
    for (const [what, pattern] of Object.entries(PATTERNS)) {
      if (pattern.test(line)) findings.push({ what, line });
    }
    for (const [what, secret] of Object.entries(secrets)) {
      if (secret && contains(line.replace(MEASURED_FIELDS, ''), secret))
        findings.push({ what, line });
    }
  }
  return findings;
}
