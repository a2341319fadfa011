import { useState } from 'react';
import type { OnboardingState, UserData } from '@mhp/contract/schemas/user';
import { useApiQuery } from '../../../shared/api/use-api-query';
import { Button, ButtonLink } from '../../../shared/ui/button';
import { Spinner } from '../../../shared/ui/spinner';

import { useSignedIn } from '../../../shared/hooks/use-signed-in';
import { currentUserQuery, saveOnboarding } from '../api/onboarding-api';
import { AccountForm } from '../../../shared/ui/form/account-form';
import { FormAlert, SelectField, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { AuthCard, TextLink } from '../../../shared/ui/auth-card';
import { useSitePath } from '../../../shared/ui/site-frame';

const STEPS = ['age', 'height', 'weight', 'biological_sex', 'location'] as const;
type Step = (typeof STEPS)[number];
type Field = keyof OnboardingState;
const FIELDS: Field[] = [
  'age',
  'height',
  'height_measurement',
  'weight',
  'weight_measurement',
  'biological_sex',
  'location',
];
const QUESTIONS: Record<Step, string> = {
  age: 'How old are you?',
  height: 'How tall are you?',
  weight: 'How much do you weigh?',
  biological_sex: 'What is your biological sex?',
  location: 'Where do you live?',
};

type Answers = Record<Field, string>;

function answersOf(user: UserData | null): Answers {
  const d = user?.user_data;
  return {
    age: d?.age?.toString() ?? '',
    height: d?.height?.toString() ?? '',
    height_measurement: d?.height_measurement ?? 'cm',
    weight: d?.weight?.toString() ?? '',
    weight_measurement: d?.weight_measurement ?? 'kg',
    biological_sex: d?.biological_sex ?? '',
    location: '',
  };
}

/** The first unanswered step, from the user's next_step (null when onboarding is done). */
function stepOf(user: UserData | null): Step | null {
  const next = user?.user_data.next_step;
  if (user?.user_data.on_boarding_step === 'completed' || next === 'completed') return null;
  return next && (STEPS as readonly string[]).includes(next) ? (next as Step) : 'age';
}

function bodyFor(step: Step, answers: Answers): Partial<OnboardingState> | string {
  const number = (text: string) => (text.trim() === '' ? NaN : Number(text));
  switch (step) {
    case 'age':
      return Number.isNaN(number(answers.age)) ? 'Enter your age.' : { age: number(answers.age) };
    case 'height':
      return Number.isNaN(number(answers.height))
        ? 'Enter your height.'
        : {
            height: number(answers.height),
            height_measurement: answers.height_measurement as OnboardingState['height_measurement'],
          };
    case 'weight':
      return Number.isNaN(number(answers.weight))
        ? 'Enter your weight.'
        : {
            weight: number(answers.weight),
            weight_measurement: answers.weight_measurement as OnboardingState['weight_measurement'],
          };
    case 'biological_sex':
      return answers.biological_sex
        ? { biological_sex: answers.biological_sex as OnboardingState['biological_sex'] }
        : 'Choose one of the options.';
    case 'location':
      return answers.location.trim()
        ? { location: answers.location.trim() }
        : 'Enter where you live.';
  }
}

/** The onboarding questions (spec section 4), one step at a time; `brandName` says whose. */
export function CompleteProfilePage({ brandName }: { brandName: string }) {
  const signedIn = useSignedIn();
  if (!signedIn) {
    return (
      <AuthCard title="Complete your profile">
        <p>
          Sign in first; then a few questions — age, height, weight, biological sex and location —
          help us tailor what you see.
        </p>
        <p className="mt-6">
          <TextLink to="/login">Sign in</TextLink>
        </p>
      </AuthCard>
    );
  }
  return <Onboarding brandName={brandName} />;
}

function Onboarding({ brandName }: { brandName: string }) {
  const current = useApiQuery(currentUserQuery());

  if (current.status === 'pending') {
    return (
      <AuthCard title="Complete your profile">
        <div className="flex items-center gap-3">
          <Spinner label="Loading your answers" /> Loading your answers…
        </div>
      </AuthCard>
    );
  }
  const user = current.status === 'success' ? current.data : null;
  if (!user) {
    return (
      <AuthCard title="Complete your profile">
        <FormAlert>We couldn&apos;t load your profile. Please sign in again.</FormAlert>
        <p className="mt-6">
          <TextLink to="/login">Sign in</TextLink>
        </p>
      </AuthCard>
    );
  }
  return <Questions user={user} brandName={brandName} />;
}

function Questions({ user: initial, brandName }: { user: UserData; brandName: string }) {
  const sitePath = useSitePath();
  const [user, setUser] = useState(initial);
  const [answers, setAnswers] = useState(() => answersOf(initial));
  const [override, setOverride] = useState<Step | null>(null);
  const { busy, errors, message, run, setErrors, setMessage } = useSubmit(FIELDS);
  const step = override ?? stepOf(user);

  if (!step) {
    return (
      <AuthCard title="Complete your profile">
        <FormAlert tone="success">Thank you — your profile is complete.</FormAlert>
        <div className="mt-6">
          <ButtonLink to={sitePath('/profile')}>Go to your profile</ButtonLink>
        </div>
      </AuthCard>
    );
  }
  const index = STEPS.indexOf(step);

  async function submit() {
    if (!step) return;
    setErrors({});
    setMessage(null);
    const body = bodyFor(step, answers);
    if (typeof body === 'string') {
      setErrors({ [step]: body });
      return;
    }
    await run(async () => {
      const updated = await saveOnboarding(body);
      setUser(updated);
      setOverride(null);
      // Ahead of the server's next step when going back over answered ones.
      const next = STEPS[index + 1];
      const serverStep = stepOf(updated);
      if (override && next && serverStep !== null && STEPS.indexOf(serverStep) > index + 1) {
        setOverride(next);
      }
    });
  }

  const set = (field: Field) => (event: { target: { value: string } }) =>
    setAnswers((current) => ({ ...current, [field]: event.target.value }));

  return (
    <AuthCard title="Complete your profile">
      <p>
        A few questions help {brandName} tailor what you see. Your answers are saved after each
        step, so you can stop and come back later.
      </p>
      <div className="mt-6">
        <p className="text-sm font-semibold text-text">
          Step {index + 1} of {STEPS.length}
        </p>
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-surface-muted"
          role="progressbar"
          aria-label="Onboarding progress"
          aria-valuemin={1}
          aria-valuemax={STEPS.length}
          aria-valuenow={index + 1}
        >
          <div
            className="h-full bg-brand"
            style={{ width: `${((index + 1) / STEPS.length) * 100}%` }}
          />
        </div>
      </div>
      <AccountForm onSubmit={submit} label={QUESTIONS[step]}>
        <h2 className="text-lg font-semibold">{QUESTIONS[step]}</h2>
        {step === 'age' && (
          <TextField
            label="Age (years)"
            name="age"
            type="number"
            inputMode="numeric"
            min={13}
            max={120}
            value={answers.age}
            onChange={set('age')}
            error={errors.age}
          />
        )}
        {step === 'height' && (
          <MeasureField
            name="height"
            label="Height"
            units={['cm', 'in']}
            answers={answers}
            errors={errors}
            set={set}
          />
        )}
        {step === 'weight' && (
          <MeasureField
            name="weight"
            label="Weight"
            units={['kg', 'lb']}
            answers={answers}
            errors={errors}
            set={set}
          />
        )}
        {step === 'biological_sex' && (
          <fieldset aria-describedby={errors.biological_sex ? 'sex-error' : undefined}>
            <legend className="text-sm font-semibold">Biological sex</legend>
            <div className="mt-2 grid gap-2">
              {(['male', 'female', 'intersex'] as const).map((value) => (
                <label
                  key={value}
                  className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-border px-3.5 has-checked:border-brand"
                >
                  <input
                    type="radio"
                    name="biological_sex"
                    value={value}
                    checked={answers.biological_sex === value}
                    onChange={set('biological_sex')}
                    className="size-4 accent-brand"
                  />
                  <span className="capitalize">{value}</span>
                </label>
              ))}
            </div>
            {errors.biological_sex && (
              <p id="sex-error" className="mt-1.5 text-sm font-medium text-danger">
                {errors.biological_sex}
              </p>
            )}
          </fieldset>
        )}
        {step === 'location' && (
          <TextField
            label="City and country"
            name="location"
            autoComplete="address-level2"
            placeholder="e.g. Austin, US"
            maxLength={200}
            value={answers.location}
            onChange={set('location')}
            error={errors.location}
          />
        )}
        <FormAlert>{message}</FormAlert>
        <div className="flex flex-wrap gap-3">
          {index > 0 && (
            <Button variant="secondary" onClick={() => setOverride(STEPS[index - 1] ?? null)}>
              Back
            </Button>
          )}
          <Button type="submit" loading={busy} className="flex-1">
            {index === STEPS.length - 1 ? 'Finish' : 'Next'}
          </Button>
        </div>
        <p className="text-sm">
          <TextLink to="/profile">Finish later</TextLink>
        </p>
      </AccountForm>
    </AuthCard>
  );
}

/** A number and its unit (height in cm or in, weight in kg or lb): two fields side by side. */
function MeasureField({
  name,
  label,
  units,
  answers,
  errors,
  set,
}: {
  name: 'height' | 'weight';
  label: string;
  units: readonly [string, string];
  answers: Answers;
  errors: Partial<Record<Field, string>>;
  set: (field: Field) => (event: { target: { value: string } }) => void;
}) {
  const unit = `${name}_measurement` as const;
  return (
    <div className="grid grid-cols-[1fr_auto] gap-3">
      <TextField
        label={label}
        name={name}
        type="number"
        inputMode="decimal"
        min={1}
        step="any"
        value={answers[name]}
        onChange={set(name)}
        error={errors[name]}
      />
      <SelectField
        label="Unit"
        name={unit}
        value={answers[unit]}
        onChange={set(unit)}
        error={errors[unit]}
      >
        {units.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
