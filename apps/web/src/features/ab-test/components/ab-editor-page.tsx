import { useEffect, useState } from 'react';
import type { FormEvent } from 'react';
import type { AbEditorItem } from '@mhp/contract/schemas/ab-test';
import { setQueryData, useApiQuery } from '../../../shared/api/use-api-query';
import { HttpError } from '../../../shared/api/http-client';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { FormAlert, TextAreaField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { Spinner } from '../../../shared/ui/spinner';
import { editorItemQuery, saveAbContent } from '../api/ab-api';
import { loadPurifier } from '../lib/purify';
import { syntaxError } from '../lib/run-script';
import { Results } from './ab-results';

/**
 * The A/B content editor (for accounts with the editor role): the element's HTML and script,
 * a live preview of the sanitised HTML, the script's syntax checked as you type and again by
 * the server, save as draft or publish, the version history with restore, and the results of
 * its experiment. `homeHref` is the brand's home page.
 */
export function AbEditorPage({ identifier, homeHref }: { identifier: string; homeHref: string }) {
  const q = editorItemQuery(identifier);
  const result = useApiQuery(q);

  if (result.status === 'pending') {
    return (
      <div className="mx-auto max-w-5xl px-4 py-16 sm:px-6">
        <Spinner label="Loading the editor…" />
      </div>
    );
  }
  if (result.status === 'error') {
    const status = result.error instanceof HttpError ? result.error.status : 0;
    return (
      <section className="mx-auto max-w-2xl px-4 py-16 sm:px-6">
        <h1 className="text-3xl font-bold tracking-tight">
          {status === 403
            ? 'You do not have access to the content editor'
            : status === 404
              ? 'This content does not exist'
              : 'The editor could not load'}
        </h1>
        <p className="mt-4 text-lg text-text-muted">
          {status === 403
            ? 'Editing A/B content needs an editor account. Ask a content editor if something on this page should change.'
            : status === 404
              ? 'Check the link: no A/B content has this identifier.'
              : 'Check your connection and try again.'}
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          {status === 403 || status === 404 ? null : (
            <Button onClick={result.refetch}>Try again</Button>
          )}
          <ButtonLink to={homeHref} variant="secondary">
            Back to the site
          </ButtonLink>
        </div>
      </section>
    );
  }
  return <Editor data={result.data} onSaved={(saved) => setQueryData(q, saved)} />;
}

type Field = 'content' | 'script';

function Editor({ data, onSaved }: { data: AbEditorItem; onSaved: (saved: AbEditorItem) => void }) {
  const { item } = data;
  // The newest saved version (a draft may be newer than what visitors see).
  const latest = data.versions[0];
  const [content, setContent] = useState(latest?.content ?? item.content);
  const [script, setScript] = useState((latest ? latest.script : item.script) ?? '');
  const [preview, setPreview] = useState('');
  const [scriptError, setScriptError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const submit = useSubmit<Field>(['content', 'script']);

  // Live preview: exactly what a visitor's browser would insert.
  useEffect(() => {
    let live = true;
    void loadPurifier().then((purify) => live && setPreview(purify(content)));
    return () => {
      live = false;
    };
  }, [content]);

  useEffect(() => {
    let live = true;
    const timer = window.setTimeout(() => {
      if (!script.trim()) return setScriptError(null);
      void syntaxError(script).then((error) => live && setScriptError(error));
    }, 250);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [script]);

  const save = async (publish: boolean) => {
    setNotice(null);
    const error = script.trim() ? await syntaxError(script) : null;
    if (error) {
      setScriptError(error);
      submit.setErrors({ script: `The script does not parse: ${error}` });
      return;
    }
    const outcome = await submit.run(() =>
      saveAbContent({
        identifier: item.identifier,
        content,
        script: script.trim() ? script : null,
        publish,
      }),
    );
    if (outcome.ok) {
      setNotice(
        publish
          ? 'Published: visitors now see this version.'
          : 'Draft saved. Visitors still see the published version.',
      );
      onSaved(outcome.value);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void save(false);
  };

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <p className="text-sm font-semibold tracking-[0.12em] text-text-muted uppercase">
        A/B content editor
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{item.name}</h1>
      <p className="mt-2 text-text-muted">
        <code>{item.identifier}</code>
        {item.placement
          ? ` · variant ${item.placement.variant_index + 1} of ${item.placement.variant_count} of “${data.experiment?.name ?? item.placement.experiment_id}” (${item.placement.status})`
          : ''}
      </p>

      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <form onSubmit={onSubmit} noValidate className="space-y-5">
          <TextAreaField
            label="HTML"
            hint="Scripts, styles and event handlers are removed when you save."
            rows={10}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            error={submit.errors.content}
            className="font-mono text-sm"
          />
          <TextAreaField
            label="Script (optional)"
            hint="Runs after the HTML is on the page, only if it parses. Find the element with [data-ab-identifier]. Saving a script needs the script-editor permission (an administrator grants it)."
            rows={6}
            value={script}
            onChange={(e) => {
              setScript(e.target.value);
              submit.clearError('script');
            }}
            error={
              submit.errors.script ??
              (scriptError ? `The script does not parse: ${scriptError}` : undefined)
            }
            className="font-mono text-sm"
          />
          <FormAlert>{submit.message}</FormAlert>
          <FormAlert tone="success">{notice}</FormAlert>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="secondary" loading={submit.busy}>
              Save draft
            </Button>
            <Button onClick={() => void save(true)} loading={submit.busy}>
              Publish
            </Button>
          </div>
        </form>

        <section aria-labelledby="ab-preview-heading">
          <h2 id="ab-preview-heading" className="text-lg font-bold">
            Preview (sanitised)
          </h2>
          <div
            data-testid="ab-editor-preview"
            className="mt-3 rounded-xl border border-dashed border-border bg-surface-muted p-5 [&_h1]:text-2xl [&_h1]:font-bold [&_p]:mt-2"
            // Sanitised by DOMPurify above.
            dangerouslySetInnerHTML={{ __html: preview }}
          />
        </section>
      </div>

      <History
        data={data}
        onRestore={(v) => {
          setContent(v.content);
          setScript(v.script ?? '');
          setNotice(
            `Version ${v.version} is back in the editor. Save or publish it to restore it.`,
          );
        }}
      />
      {data.experiment ? <Results results={data.experiment} /> : null}
    </div>
  );
}

function History({
  data,
  onRestore,
}: {
  data: AbEditorItem;
  onRestore: (version: AbEditorItem['versions'][number]) => void;
}) {
  return (
    <section aria-labelledby="ab-history-heading" className="mt-12">
      <h2 id="ab-history-heading" className="text-xl font-bold">
        Version history
      </h2>
      {data.versions.length === 0 ? (
        <p className="mt-3 text-text-muted">
          No saved versions yet: the page shows the original content.
        </p>
      ) : (
        <ol className="mt-3 divide-y divide-border rounded-xl border border-border">
          {data.versions.map((v) => (
            <li
              key={v.version}
              className="flex flex-wrap items-center justify-between gap-3 px-4 py-3"
            >
              <div>
                <p className="font-semibold">
                  Version {v.version} · {v.status === 'published' ? 'Published' : 'Draft'}
                </p>
                <p className="text-sm text-text-muted">
                  {new Date(v.created_at).toLocaleString()}
                  {v.author ? ` · ${v.author}` : ''}
                </p>
              </div>
              <Button size="sm" variant="secondary" onClick={() => onRestore(v)}>
                Restore<span className="sr-only"> version {v.version}</span>
              </Button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
