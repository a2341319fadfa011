// The health-fact extraction's labelled sets as the scripts read them (bench:extraction,
// bench:chat's stories, the tagger trial): one list of the blind sets kept unread.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export const extractionDir = (root) => path.join(root, 'apps/api/src/modules/health/extraction');

/** Blind sets nobody has read: measured as figures only, never read, tuned on or trained on. */
export const UNREAD = /^extraction-blind-(?:5|7b|18[a-d]|19[a-d]|23[ab]|25[cd]|30[cd])\.json$/;

/** The labelled sets' files in a checkout (development and blind), each with its cases. */
export function labelledSets(root) {
  return readdirSync(extractionDir(root))
    .filter((name) => /^extraction-(?:blind|dev)-.*\.json$/.test(name))
    .map((name) => ({
      name,
      cases: JSON.parse(readFileSync(path.join(extractionDir(root), name), 'utf8')),
    }));
}

/** The messages of every set that may be read: all but the unread blind sets. */
export function readSetMessages(root) {
  return labelledSets(root)
    .filter(({ name }) => !UNREAD.test(name))
    .flatMap(({ cases }) => cases.map((item) => item.text));
}
