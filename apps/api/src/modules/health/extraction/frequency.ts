import type { FactFrequency } from '@mhp/contract/health-constants';

/**
 * How often a habit, a supplement or a symptom happens, kept apart from how long it has gone
 * on (issue 24): "I smoke every day … for 14 months" is daily smoking, and the 14 months
 * belong to whatever they were said about. Tried in order: a stopped habit first (so "quit
 * smoking a year ago" is former, not daily), then the most frequent.
 */
const FREQUENCIES: { frequency: FactFrequency; pattern: RegExp }[] = [
  {
    frequency: 'former',
    pattern:
      /\b(?:quit|quitted|stopped|gave up|given up|used to|ex-?(?:smoker|drinker)|former(?:ly)?|anymore)\b/,
  },
  {
    frequency: 'daily',
    pattern:
      /\b(?:(?:every|each) (?:single )?(?:day|night|morning|evening|afternoon)|daily|nightly|(?<!(?:for|past|last|in) )(?:a|per) day(?! ago))\b/,
  },
  {
    frequency: 'weekly',
    pattern:
      /\b(?:(?<!(?:for|past|last|in) )(?:a|per) week(?! ago)|(?:every|each) week(?:end)?|weekly|weekends?)\b/,
  },
  {
    frequency: 'occasional',
    pattern:
      /\b(?:now and (?:then|again)|occasional(?:ly)?|socially|rarely|seldom|sometimes|once in a while|from time to time|at parties|(?:once|twice|a few times|\d+ times|per) (?:a )?(?:month|year)|monthly)\b/,
  },
];

/** Types whose facts can stop ("former"); a symptom that stopped is not a fact to keep. */
const CAN_STOP = new Set(['lifestyle', 'supplement', 'medication']);

export function frequencyOf(text: string, type: string): FactFrequency | null {
  for (const { frequency, pattern } of FREQUENCIES) {
    if (frequency === 'former' && !CAN_STOP.has(type)) continue;
    if (pattern.test(text)) return frequency;
  }
  return null;
}
