import { isBoundary } from './normalise';

/**
 * A tiny token pattern language for the concept lexicon, so each phrase stays one readable
 * string. Steps are separated by spaces:
 *
 * - `word` a literal token; `a|b|c` any of them
 * - `hurt*` a token starting with "hurt" (hurts, hurting)
 * - `#` any number; `#4+` a number of at least 4
 * - `step?` the step may be absent
 * - `..` skips 0 to 3 tokens, `...` 0 to 6 (never across a sentence or clause boundary)
 * - `^` only at the start of a sentence or clause (consumes nothing)
 *
 * Patterns never match boundary tokens, so a phrase stays inside one clause.
 */
type Test = (token: string) => boolean;

interface Step {
  test: Test;
  optional: boolean;
  /** A gap step: skips up to this many tokens. 0 for ordinary steps. */
  gap: number;
  /** `^`: matches only at the start of a sentence or clause. */
  anchor?: boolean;
  /** The literal words the step accepts, for indexing and the spelling vocabulary. */
  literals: string[];
  /** The prefixes the step accepts, for the spelling vocabulary. */
  prefixes: string[];
  /** Accepts tokens that are not listed words (numbers, prefixes). */
  open?: boolean;
}

export interface CompiledPattern {
  source: string;
  steps: Step[];
}

function compileAlternative(alt: string): { test: Test; literal?: string; prefix?: string } {
  if (alt === '#') return { test: (t) => /^\d/.test(t) };
  const atLeast = /^#(\d+)\+$/.exec(alt);
  if (atLeast) {
    const min = Number(atLeast[1]);
    return { test: (t) => /^\d/.test(t) && Number(t) >= min };
  }
  if (alt.endsWith('*')) {
    const prefix = alt.slice(0, -1);
    return { test: (t) => t.startsWith(prefix), prefix };
  }
  return { test: (t) => t === alt, literal: alt };
}

export function compilePattern(source: string): CompiledPattern {
  const steps: Step[] = [];
  for (const raw of source.trim().split(/\s+/)) {
    if (raw === '^') {
      steps.push({
        test: () => true,
        optional: false,
        gap: 0,
        anchor: true,
        literals: [],
        prefixes: [],
      });
      continue;
    }
    if (raw === '..' || raw === '...') {
      steps.push({
        test: () => true,
        optional: true,
        gap: raw.length === 2 ? 3 : 6,
        literals: [],
        prefixes: [],
      });
      continue;
    }
    const optional = raw.endsWith('?');
    const body = optional ? raw.slice(0, -1) : raw;
    const alternatives = body.split('|').map(compileAlternative);
    const words = new Set(alternatives.flatMap((a) => (a.literal ? [a.literal] : [])));
    const others = alternatives.filter((a) => !a.literal);
    steps.push({
      test:
        others.length === 0
          ? (t) => words.has(t)
          : (t) => words.has(t) || others.some((a) => a.test(t)),
      optional,
      gap: 0,
      open: alternatives.some((a) => !a.literal),
      literals: alternatives.flatMap((a) => (a.literal ? [a.literal] : [])),
      prefixes: alternatives.flatMap((a) => (a.prefix ? [a.prefix] : [])),
    });
  }
  return { source, steps };
}

/** The end (exclusive) of a match of `steps[stepIndex..]` starting at token `at`, or -1. */
function matchFrom(
  steps: Step[],
  stepIndex: number,
  tokens: readonly string[],
  at: number,
): number {
  const step = steps[stepIndex];
  if (!step) return at;
  if (step.anchor) {
    const before = tokens[at - 1];
    return before === undefined || isBoundary(before)
      ? matchFrom(steps, stepIndex + 1, tokens, at)
      : -1;
  }
  if (step.gap > 0) {
    for (let skip = 0; skip <= step.gap; skip++) {
      const end = matchFrom(steps, stepIndex + 1, tokens, at + skip);
      if (end >= 0) return end;
      const next = tokens[at + skip];
      if (next === undefined || isBoundary(next)) break;
    }
    return -1;
  }
  const token = tokens[at];
  if (token !== undefined && !isBoundary(token) && step.test(token)) {
    const end = matchFrom(steps, stepIndex + 1, tokens, at + 1);
    if (end >= 0) return end;
  }
  return step.optional ? matchFrom(steps, stepIndex + 1, tokens, at) : -1;
}

/** The end (exclusive) of a match starting exactly at token `at`, or -1. */
export function matchAt(pattern: CompiledPattern, tokens: readonly string[], at: number): number {
  const end = matchFrom(pattern.steps, 0, tokens, at);
  return end > at ? end : -1;
}

/**
 * What the first token of a match must look like, for indexing: listed words, word
 * prefixes, or any number. Null when the pattern can start with any token.
 */
export interface FirstStep {
  words: string[];
  prefixes: string[];
  number: boolean;
}

export function firstStep(pattern: CompiledPattern): FirstStep | null {
  const first = pattern.steps.find((step) => !step.anchor);
  if (!first || first.optional || first.gap > 0) return null;
  const number = first.open === true && first.prefixes.length === 0;
  return { words: first.literals, prefixes: first.prefixes, number };
}

const STEM_ENDINGS = ['', 's', 'es', 'ed', 'ing', 'y', 'ly'];

/** Every word a pattern spells out, with common endings added to its prefixes. */
export function vocabularyOf(pattern: CompiledPattern): string[] {
  return pattern.steps.flatMap((step) => [
    ...step.literals,
    ...step.prefixes.flatMap((prefix) => STEM_ENDINGS.map((ending) => prefix + ending)),
  ]);
}

/** Does any of the patterns match anywhere in the tokens? */
export function matchesAnywhere(
  patterns: readonly CompiledPattern[],
  tokens: readonly string[],
): boolean {
  for (let at = 0; at < tokens.length; at++) {
    if (patterns.some((pattern) => matchAt(pattern, tokens, at) > at)) return true;
  }
  return false;
}
