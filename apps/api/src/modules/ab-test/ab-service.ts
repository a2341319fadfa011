import { assignVariant } from '@mhp/contract/ab-assignment';
import { pageMayRunAbScripts } from '@mhp/contract/ab-script-pages';
import type { BrandId } from '@mhp/contract/brands';
import type {
  AbContentItem,
  AbEditorItem,
  AbExperimentResults,
  AbTestContent,
  SpecificContent,
} from '@mhp/contract/schemas/ab-test';
import type { Database } from '../../db/client';
import type { AbGoalKey } from '../../db/schema/ab-test';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-error';
import { createAbRepo, type ContentItemRow, type ExperimentWithVariants } from './ab-repo';
import { compareVariants, sampleRatioMismatch } from './ab-stats';
import type { VisitorIds } from './visitor-ids';
import { sanitizeBrandHtml } from '../../lib/brand-html';
import { checkScriptSyntax } from './sanitize';

/** Brand-relative path of the editor page (the web app puts the site's prefix in front). */
export const editPathOf = (identifier: string) => `/ab-editor/${encodeURIComponent(identifier)}`;

const SERVE_CACHE_MS = 30_000;
const SERVE_CACHE_ENTRIES = 1000;

const today = () => new Date().toISOString().slice(0, 10);
const noItem = (identifier: string) => notFound(`No A/B content "${identifier}".`);

/** Which variant a visitor sees, and whether it was chosen by the hash (counted in results). */
function pickVariant(
  experiment: ExperimentWithVariants,
  page: string,
  visitorId: string,
): { index: number; assigned: boolean } {
  const forced = experiment.variants.findIndex((v) => v.forcedPage === page);
  if (forced !== -1) return { index: forced, assigned: false };
  if (experiment.status !== 'running') return { index: 0, assigned: false };
  return {
    index: assignVariant(
      experiment.id,
      visitorId,
      experiment.variants.map((v) => v.weight),
    ),
    assigned: true,
  };
}

/**
 * A/B content: serving page, global and specific content to visitors, recording views and
 * goals, stepping through variants in preview, and the editors' calls (ADR 019).
 */
export function createAbService(deps: {
  db: Database;
  /** Signs visitor ids: only a signed id's views and goals are counted. */
  visitorIds: VisitorIds;
  now?: () => number;
}) {
  const repo = createAbRepo(deps.db);
  const now = deps.now ?? Date.now;

  // What is served is read on every page view, and by every server-rendered page (ADR 020,
  // whose cached copies are keyed by the answers served): kept for a short while instead of
  // two queries and a sanitised copy of each element per view. Everything kept belongs to one
  // period: it is dropped at once every SERVE_CACHE_MS, and by every edit made through this
  // process, so an answer made of kept parts is never older than its parts (other instances
  // see an edit within SERVE_CACHE_MS). Preview always reads afresh.
  const served = new Map<string, Promise<unknown>>();
  let servedSince = now();
  function cachedRead<T>(key: string, read: () => Promise<T>): Promise<T> {
    if (now() - servedSince >= SERVE_CACHE_MS) forgetServed();
    const hit = served.get(key);
    if (hit) return hit as Promise<T>;
    const value = read();
    value.catch(() => {
      if (served.get(key) === value) served.delete(key);
    });
    served.set(key, value);
    // Page names come from the caller: bounded, oldest out first.
    if (served.size > SERVE_CACHE_ENTRIES) served.delete(served.keys().next().value!);
    return value;
  }
  function forgetServed() {
    served.clear();
    servedSince = now();
  }

  /**
   * An item as an answer. Its script is handed out only where one may run (ADR 024): the
   * content of a page on the allow-list (`scripts`), and the editor's own copy. Global,
   * specific and single-item answers have no page, so they never carry one.
   */
  const presentItem = (
    row: ContentItemRow,
    options: {
      preview: boolean;
      scripts?: boolean;
      experiment?: ExperimentWithVariants;
      index?: number;
    },
  ): AbContentItem => ({
    identifier: row.identifier,
    name: row.name,
    // Sanitised on render too: rows written by the seed or by hand never went through save.
    content: sanitizeBrandHtml(row.content),
    script: options.scripts ? row.script : null,
    edit_url: options.preview ? editPathOf(row.identifier) : null,
    element: options.experiment?.element ?? null,
    placement: options.experiment
      ? {
          experiment_id: options.experiment.id,
          status: options.experiment.status,
          variant_index: options.index ?? 0,
          variant_count: options.experiment.variants.length,
        }
      : null,
  });

  /**
   * The elements a visitor is served: the variant each experiment picks for them, presented.
   * Outside preview one answer is kept per set of picks (a few per page, whatever the number
   * of visitors), so a page view costs a hash of the visitor id per experiment.
   */
  function serve(
    experiments: ExperimentWithVariants[],
    page: string,
    visitorId: string,
    preview: boolean,
  ): Promise<AbContentItem[]> {
    // Global content ('*') runs on every page, health pages too: never with a script.
    const scripts = page !== '*' && pageMayRunAbScripts(page);
    const picks = experiments
      .filter((e) => e.variants.length > 0)
      .map((experiment) => {
        const { index } = pickVariant(experiment, page, visitorId);
        return { experiment, index, identifier: experiment.variants[index]!.identifier };
      });
    const present = (rows: Map<string, ContentItemRow>) =>
      picks.flatMap(({ experiment, index, identifier }) => {
        const row = rows.get(identifier);
        return row ? [presentItem(row, { preview, scripts, experiment, index })] : [];
      });
    const identifiers = picks.map((p) => p.identifier);
    if (preview) return repo.items(identifiers).then(present);
    // The experiments are this period's (cachedRead), so the picks name what they show.
    return cachedRead(`answer ${page} ${picks.map((p) => `${p.experiment.id}:${p.index}`)}`, () =>
      cachedRead(`items ${identifiers.join(' ')}`, () => repo.items(identifiers)).then(present),
    );
  }

  function experimentsOn(brand: BrandId, page: string, preview: boolean) {
    return preview
      ? repo.experimentsOn(brand, page)
      : cachedRead(`experiments ${brand} ${page}`, () => repo.experimentsOn(brand, page));
  }

  async function requireEditor(userId: string): Promise<void> {
    if (!(await repo.hasRole(userId, 'editor'))) {
      throw forbidden('Only content editors can change A/B content.');
    }
  }

  /** Code that runs in visitors' browsers is a permission of its own (ADR 024). */
  async function requireScriptEditor(userId: string): Promise<void> {
    if (!(await repo.hasRole(userId, 'script-editor'))) {
      throw forbidden(
        'Saving a script needs the script-editor permission, which this account does not have: save the item without a script, or ask an administrator to grant it (npm run grant-editor -- <email> --scripts). Nothing was saved.',
      );
    }
  }

  async function results(experiment: ExperimentWithVariants): Promise<AbExperimentResults> {
    // Only signed visitors are stored; the shape check in the query also leaves out rows kept
    // from before ids were signed.
    const counts = await repo.experimentCounts(experiment.id, experiment.goal);
    const perVariant = experiment.variants.map((_, index) => {
      const row = counts.find((c) => c.variant_index === index);
      return { visitors: row?.visitors ?? 0, conversions: row?.conversions ?? 0 };
    });
    const compared = compareVariants(perVariant);
    const rows = await repo.items(experiment.variants.map((v) => v.identifier));
    return {
      experiment_id: experiment.id,
      name: experiment.name,
      status: experiment.status,
      goal: experiment.goal,
      variants: experiment.variants.map((variant, index) => ({
        identifier: variant.identifier,
        name: rows.get(variant.identifier)?.name ?? variant.identifier,
        weight: variant.weight,
        ...perVariant[index]!,
        ...compared[index]!,
      })),
      srm: sampleRatioMismatch(
        perVariant.map((v) => v.visitors),
        experiment.variants.map((v) => v.weight),
      ),
    };
  }

  async function editorItem(identifier: string): Promise<AbEditorItem> {
    const row = await repo.item(identifier);
    if (!row) throw noItem(identifier);
    const experiment = await repo.experimentOf(identifier);
    const index = experiment?.variants.findIndex((v) => v.identifier === identifier);
    const versions = await repo.versions(identifier);
    return {
      item: presentItem(row, { preview: true, scripts: true, experiment, index }),
      project_type: row.projectType,
      versions: versions.map((v) => ({
        version: v.version,
        status: v.status,
        content: v.content,
        script: v.script,
        author: v.author,
        created_at: v.createdAt.toISOString(),
      })),
      experiment: experiment ? await results(experiment) : null,
    };
  }

  return {
    async pageContent(input: {
      project_type: BrandId;
      page: string;
      visitor_id: string;
      preview: boolean;
    }): Promise<AbTestContent> {
      const page = normalizePage(input.page);
      const experiments = await experimentsOn(input.project_type, page, input.preview);
      const content = await serve(experiments, page, input.visitor_id, input.preview);
      return {
        identifier: `${input.project_type}:${page}`,
        content,
        content_identifiers: content.map((item) => item.identifier),
      };
    },

    async globalContent(brand: BrandId, visitorId: string, preview: boolean) {
      const experiments = await experimentsOn(brand, '*', preview);
      return { content: await serve(experiments, '*', visitorId, preview) };
    },

    async content(identifier: string): Promise<AbContentItem> {
      const row = await repo.item(identifier);
      if (!row) throw noItem(identifier);
      return presentItem(row, { preview: false });
    },

    async specificContent(brand: BrandId, contentType: string): Promise<SpecificContent> {
      const identifier = await repo.specificIdentifier(brand, contentType);
      const row = identifier ? await repo.item(identifier) : undefined;
      if (!row) throw notFound(`No ${contentType} content is set for ${brand}.`);
      return {
        ...presentItem(row, { preview: false }),
        project_type: brand,
        content_type: contentType,
      };
    },

    async setSpecificContent(
      userId: string,
      input: { project_type: BrandId; content_type: string; identifier: string },
    ): Promise<SpecificContent> {
      await requireEditor(userId);
      const row = await repo.item(input.identifier);
      if (!row) {
        throw badRequest('That content does not exist.', {
          identifier: [`No A/B content "${input.identifier}".`],
        });
      }
      await repo.setSpecific(input.project_type, input.content_type, input.identifier);
      forgetServed();
      return this.specificContent(input.project_type, input.content_type);
    },

    /**
     * A view counts once per visitor, element and day; it counts towards the experiment's
     * results only when the visitor saw the variant the hash assigns (not a forced /a page,
     * not a preview step).
     */
    async recordView(identifier: string, visitorId: string): Promise<void> {
      const experiment = await repo.experimentOf(identifier);
      // Only elements that exist are counted: the table is not a store for any string.
      if (!experiment && !(await repo.item(identifier))) throw noItem(identifier);
      // An id the server did not sign is answered as any other (a client cannot tell whether
      // it counted) and stored nowhere: made-up visitors never reach the results.
      if (!deps.visitorIds.isSigned(visitorId)) return;
      let experimentId: string | null = null;
      let variantIndex: number | null = null;
      if (experiment && experiment.status === 'running') {
        const assigned = assignVariant(
          experiment.id,
          visitorId,
          experiment.variants.map((v) => v.weight),
        );
        if (experiment.variants[assigned]?.identifier === identifier) {
          experimentId = experiment.id;
          variantIndex = assigned;
        }
      }
      await repo.recordView({ visitorId, identifier, experimentId, variantIndex, day: today() });
    },

    async recordGoal(visitorId: string, goal: AbGoalKey): Promise<void> {
      if (!deps.visitorIds.isSigned(visitorId)) return; // as recordView: accepted, not counted
      await repo.recordGoal(visitorId, goal, today());
    },

    /** The neighbouring variant in preview (clamped at the ends); nothing is recorded. */
    async move(identifier: string, movement: 'forward' | 'backward'): Promise<AbContentItem> {
      const experiment = await repo.experimentOf(identifier);
      if (!experiment) throw noItem(identifier);
      const current = experiment.variants.findIndex((v) => v.identifier === identifier);
      const next = Math.min(
        experiment.variants.length - 1,
        Math.max(0, current + (movement === 'forward' ? 1 : -1)),
      );
      const target = experiment.variants[next]!.identifier;
      const row = await repo.item(target);
      if (!row) throw noItem(target);
      return presentItem(row, { preview: true, experiment, index: next });
    },

    async replaceIdentifier(
      userId: string,
      input: { identifier: string; new_identifier?: string },
    ): Promise<AbContentItem & { new_identifier: string }> {
      await requireEditor(userId);
      const row = await repo.item(input.identifier);
      if (!row) throw noItem(input.identifier);
      const newIdentifier =
        input.new_identifier ?? `${input.identifier}-${Date.now().toString(36)}`;
      if (await repo.item(newIdentifier)) {
        throw conflict(`The identifier "${newIdentifier}" is already taken.`);
      }
      await repo.replaceIdentifier(row, newIdentifier);
      forgetServed();
      const copy = await repo.item(newIdentifier);
      return { ...presentItem(copy!, { preview: true }), new_identifier: newIdentifier };
    },

    async editorItem(userId: string, identifier: string): Promise<AbEditorItem> {
      await requireEditor(userId);
      return editorItem(identifier);
    },

    /** Sanitises the HTML, refuses a script that does not parse, stores a version. */
    async save(
      userId: string,
      input: { identifier: string; content: string; script: string | null; publish: boolean },
    ): Promise<AbEditorItem> {
      await requireEditor(userId);
      if (!(await repo.item(input.identifier))) throw noItem(input.identifier);
      const script = input.script?.trim() ? input.script : null;
      // Removing a script needs no more than the editor role; keeping or adding one does.
      if (script) await requireScriptEditor(userId);
      if (script) {
        const syntax = checkScriptSyntax(script);
        if (!syntax.ok) {
          throw badRequest('The script does not parse; nothing was saved.', {
            script: [syntax.message],
          });
        }
      }
      await repo.saveVersion({
        identifier: input.identifier,
        content: sanitizeBrandHtml(input.content),
        script,
        publish: input.publish,
        authorId: userId,
      });
      forgetServed();
      return editorItem(input.identifier);
    },

    /**
     * The published script of an item for the page `page` (the document's path), or why it
     * is not given: never on a page off the allow-list (ADR 024), never to a browser that
     * holds a session (its token is in local storage, readable by any script of the origin).
     */
    async runnableScript(
      identifier: string,
      where: { page: string | undefined; signedIn: boolean },
    ): Promise<{ script: string } | { refused: string } | null> {
      if (where.page === undefined || !pageMayRunAbScripts(where.page)) {
        return { refused: 'A/B scripts do not run on this page.' };
      }
      if (where.signedIn) return { refused: 'A/B scripts do not run while you are signed in.' };
      const row = await repo.item(identifier);
      if (!row?.script || !checkScriptSyntax(row.script).ok) return null;
      return { script: row.script };
    },

    async results(userId: string, experimentId: string): Promise<AbExperimentResults> {
      await requireEditor(userId);
      const experiment = await repo.experiment(experimentId);
      if (!experiment) throw notFound(`No experiment "${experimentId}".`);
      return results(experiment);
    },
  };
}

/** '/shop/' → '/shop'; '/' stays. The /ab_test prefix is the web app's, never sent. */
function normalizePage(page: string): string {
  const path = page.split(/[?#]/)[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export type AbService = ReturnType<typeof createAbService>;
