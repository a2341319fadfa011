import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { lazyPart } from '../../../shared/lib/lazy-part';
import { LazyBoundary } from '../../../shared/ui/lazy-boundary';
import type { FormEvent } from 'react';
import {
  answerProblem,
  progressAt,
  questionsFor,
  redFlagRaised,
  type AnswerValue,
  type AssessmentAnswers,
  type AssessmentDefinition,
  type AssessmentQuestion,
} from '@mhp/contract/varicocele-assessment-kit';
import { errorMessage, isApiError } from '../../../shared/api/http-client';
import { useHydrated } from '../../../shared/hooks/use-hydrated';
import { isSignedIn } from '../../../shared/stores/session';
import { Button } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';
import { varicoceleApi, type SubmittedAssessment } from '../api/varicocele-api';
import { pendingClaims, readSessionJson, writeSessionJson } from '../lib/session-json';

// The result view comes with the scoring, not with the page: a first visit needs only the
// questions (ADR 008's budget). Its download starts when the answers are sent.
const AssessmentResultView = lazyPart(
  () => import('./assessment-result-view'),
  (module) => module.AssessmentResultView,
);

interface Progress {
  step: number;
  answers: AssessmentAnswers;
}
const START: Progress = { step: 0, answers: {} };
const isProgress = (value: unknown): value is Progress =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Progress).step === 'number' &&
  typeof (value as Progress).answers === 'object';

/**
 * One question per step, with a progress bar and Back. Answers are kept in this tab's session
 * storage, so a reload returns to the same step with every answer. The server scores the
 * answers; its field messages come back to the step they belong to.
 */
export function AssessmentWizard({
  definition,
  base,
}: {
  definition: AssessmentDefinition;
  /** The brand site's path prefix, for links in the result. */
  base: string;
}) {
  const storageKey = `mhp.assessment.${definition.type}`;
  // The server, and the browser while it hydrates, draw the first question; the progress this
  // tab kept (a reload mid-way) is taken up right after (ADR 020: device values after
  // hydration), so hydration matches the server's HTML.
  const hydrated = useHydrated();
  const kept = useMemo(
    () => (hydrated ? readSessionJson(storageKey, isProgress) : null),
    [hydrated, storageKey],
  );
  const [changed, setChanged] = useState<Progress | null>(null);
  const progress = changed ?? kept ?? START;
  const setProgress = (update: Progress | ((p: Progress) => Progress)) =>
    setChanged((p) => (typeof update === 'function' ? update(p ?? kept ?? START) : update));
  const [result, setResult] = useState<SubmittedAssessment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Set by Next, Back and the result: the question they show takes focus, so screen readers
  // read it; the first one shown (or the one taken up after a reload) does not.
  const moved = useRef(false);

  const questions = questionsFor(definition, progress.answers);
  const step = Math.min(progress.step, questions.length - 1);
  const question = questions[step]!;

  useEffect(() => {
    if (changed) writeSessionJson(storageKey, changed);
  }, [storageKey, changed]);
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
  }, [step, result]);

  function setAnswer(value: AnswerValue | undefined) {
    setError(null);
    setProgress((p) => {
      const answers = { ...p.answers };
      if (value === undefined) delete answers[question.id];
      else answers[question.id] = value;
      return { ...p, answers };
    });
  }

  async function submit() {
    // Only the asked questions are sent: answers to questions a later choice skipped drop out.
    const answers = Object.fromEntries(
      questions.map((q) => [q.id, progress.answers[q.id]]),
    ) as AssessmentAnswers;
    setSending(true);
    void AssessmentResultView.preload().catch(() => undefined); // a failure shows when the view renders
    try {
      const scored = await varicoceleApi.submitAssessment({
        assessment_type: definition.type,
        answers,
      });
      if (scored.claim_token) pendingClaims.add(scored.claim_token);
      writeSessionJson(storageKey, null);
      setResult(scored);
    } catch (caught) {
      const fields = isApiError(caught) ? caught.body.fields : undefined;
      const firstBad = questions.findIndex((q) => fields?.[`answers.${q.id}`]);
      if (fields && firstBad >= 0) {
        setProgress((p) => ({ ...p, step: firstBad }));
        setError(fields[`answers.${questions[firstBad]!.id}`]![0]!);
      } else setError(errorMessage(caught));
    } finally {
      setSending(false);
    }
  }

  function onNext(event: FormEvent) {
    event.preventDefault();
    const problem = answerProblem(question, progress.answers[question.id]);
    if (problem) return setError(problem);
    moved.current = true;
    if (step === questions.length - 1) return void submit();
    setProgress((p) => ({ ...p, step: step + 1 }));
  }

  if (result) {
    return (
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="sr-only">
          Your result
        </h2>
        <LazyBoundary fallback={<Spinner className="mx-auto size-8 text-brand" />}>
          <AssessmentResultView
            result={result}
            base={base}
            guest={!isSignedIn()}
            onRestart={() => {
              moved.current = true;
              setResult(null);
              setProgress(START);
            }}
          />
        </LazyBoundary>
      </div>
    );
  }

  const percent = Math.round(progressAt(definition, progress.answers, step) * 100);
  // An emergency ticked on the red-flag screen ends the questions there (questionsFor).
  const last = step === questions.length - 1;
  return (
    <form onSubmit={onNext} noValidate className="mx-auto max-w-2xl">
      <div className="flex items-center justify-between text-sm text-text-muted">
        <span>Question {step + 1}</span>
        <span>{percent}% done</span>
      </div>
      <div
        role="progressbar"
        aria-label="Progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`Question ${step + 1}, ${percent}% done`}
        className="mt-2 h-2 overflow-hidden rounded-full bg-border"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <QuestionField
        key={question.id}
        question={question}
        value={progress.answers[question.id]}
        onChange={setAnswer}
        error={error}
        headingRef={headingRef}
      />
      {last && redFlagRaised(progress.answers) && (
        <p className="mt-6 rounded-lg border-2 border-danger p-4 font-semibold">
          What you ticked can be a sign of an emergency, so we stop the questions here. See your
          result for what to do now.
        </p>
      )}
      <div className="mt-8 flex gap-3">
        {step > 0 && (
          <Button
            type="button"
            variant="secondary"
            onClick={() => {
              moved.current = true;
              setError(null);
              setProgress((p) => ({ ...p, step: step - 1 }));
            }}
          >
            Back
          </Button>
        )}
        <Button type="submit" loading={sending}>
          {last ? 'See my result' : 'Next'}
        </Button>
      </div>
    </form>
  );
}

function QuestionField({
  question,
  value,
  onChange,
  error,
  headingRef,
}: {
  question: AssessmentQuestion;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue | undefined) => void;
  error: string | null;
  headingRef: React.RefObject<HTMLHeadingElement | null>;
}) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [question.hint ? hintId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const legend = (
    <legend className="contents">
      <h2 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-bold tracking-tight">
        {question.prompt}
      </h2>
    </legend>
  );
  const hint = question.hint && (
    <p id={hintId} className="mt-2 text-text-muted">
      {question.hint}
    </p>
  );
  const errorText = error && (
    <p id={errorId} role="alert" className="mt-3 font-medium text-danger">
      {error}
    </p>
  );

  if (question.kind === 'number') {
    return (
      <div>
        <h2 ref={headingRef} tabIndex={-1} className="mt-8 text-2xl font-bold tracking-tight">
          <label htmlFor={id}>{question.prompt}</label>
        </h2>
        {hint}
        <div className="mt-4 flex items-center gap-3">
          <input
            id={id}
            type="number"
            inputMode="decimal"
            min={question.min}
            max={question.max}
            step={question.step}
            value={typeof value === 'number' ? value : ''}
            onChange={(e) => onChange(e.target.value === '' ? undefined : Number(e.target.value))}
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy || undefined}
            className="w-32 rounded-lg border border-text-muted/50 bg-surface px-3.5 py-2.5 text-lg"
          />
          {question.unit && <span className="text-text-muted">{question.unit}</span>}
        </div>
        {question.anchors && (
          <p className="mt-2 text-sm text-text-muted">
            {question.min} = {question.anchors.min}, {question.max} = {question.anchors.max}
          </p>
        )}
        {errorText}
      </div>
    );
  }

  const multi = question.kind === 'multi';
  const chosen = Array.isArray(value) ? value : typeof value === 'string' ? [value] : [];
  function toggle(option: string, checked: boolean) {
    if (!multi) return onChange(option);
    let next = checked ? [...chosen, option] : chosen.filter((v) => v !== option);
    // "None of these" and the other answers exclude each other.
    if (checked && question.exclusive)
      next =
        option === question.exclusive ? [option] : next.filter((v) => v !== question.exclusive);
    onChange(next.length ? next : undefined);
  }
  return (
    <fieldset aria-describedby={describedBy || undefined} aria-invalid={error ? true : undefined}>
      {legend}
      {hint}
      <div className="mt-4 grid gap-2">
        {question.options.map((option) => (
          <label
            key={option.value}
            className="flex cursor-pointer items-center gap-3 rounded-lg border border-border bg-surface px-4 py-3 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              type={multi ? 'checkbox' : 'radio'}
              name={question.id}
              value={option.value}
              checked={chosen.includes(option.value)}
              onChange={(e) => toggle(option.value, e.target.checked)}
              className="size-5 accent-brand"
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {errorText}
    </fieldset>
  );
}
