import {
  processorVariables,
  processorVariableValueLabel,
  type FactFrequency,
  type ProcessorVariableName,
} from '@mhp/contract/health-constants';
import type { AnalyticsEntry } from '@mhp/contract/schemas/health';

/** A value for one processor variable that the user's chat facts clearly imply. */
export interface VariableSuggestion {
  /** The value the form stores ("daily"). */
  value: string;
  /** How the form shows it ("Every day"). */
  label: string;
}

export type VariableSuggestions = Partial<Record<ProcessorVariableName, VariableSuggestion>>;

/**
 * A smoking fact's frequency as the smoking variable: every day is daily, every week or now
 * and then is occasional, and a habit the user stopped is former. "Never" is never implied: a
 * fact only exists for something the user said they do or did.
 */
const SMOKING_BY_FREQUENCY: Record<FactFrequency, string> = {
  daily: 'daily',
  weekly: 'occasional',
  occasional: 'occasional',
  former: 'former',
};

/**
 * Allergy facts that name a medicine. The extraction also records foods, stings and latex as
 * allergies ("Nuts", "Bee stings"), which are no medication allergy, so only names that are
 * clearly a medicine or a class of medicines are suggested.
 */
const MEDICINE_ALLERGEN =
  /^(?:[a-z]+cillins?|[a-z]+mycins?|[a-z]+cyclines?|[a-z]+floxacins?|[a-z]+profen|cephalosporins?|cefalexin|cephalexin|sulfa|sulpha|sulfonamides?|sulphonamides?|aspirin|nsaids?|naproxen|diclofenac|codeine|morphine|opiates?|opioids?|tramadol|trimethoprim|nitrofurantoin|septrin|bactrim|co-trimoxazole|antibiotics?)$/;

const choiceLabel = (name: ProcessorVariableName, value: string): VariableSuggestion => ({
  value,
  label: processorVariableValueLabel(name, value),
});

/** Newest first; facts said at the same time keep the order they were given in. */
const newestFirst = (entries: readonly AnalyticsEntry[]) =>
  entries
    .map((entry, index) => ({ entry, index, at: Date.parse(entry.created_at) }))
    .sort((a, b) => b.at - a.at || a.index - b.index)
    .map(({ entry }) => entry);

function smoking(facts: AnalyticsEntry[]): VariableSuggestion | undefined {
  const said = facts.filter((fact) => fact.type === 'lifestyle' && fact.term === 'smoking');
  const newestWithFrequency = said.findIndex((fact) => fact.frequency !== null);
  if (newestWithFrequency === -1) return undefined;
  const value = SMOKING_BY_FREQUENCY[said[newestWithFrequency]!.frequency!];
  // "I quit" followed later by "I smoke" (no frequency): smoking again, how often unknown.
  if (value === 'former' && newestWithFrequency > 0) return undefined;
  return choiceLabel('smoking', value);
}

function tryingToConceive(facts: AnalyticsEntry[]): VariableSuggestion | undefined {
  const trying = facts.some(
    (fact) => fact.type === 'personal' && fact.term === 'trying_to_conceive',
  );
  return trying ? choiceLabel('trying_to_conceive', 'yes') : undefined;
}

function medicationAllergies(facts: AnalyticsEntry[]): VariableSuggestion | undefined {
  const format = processorVariables.medication_allergies.format;
  const names: string[] = [];
  for (const fact of facts) {
    if (fact.type !== 'allergy') continue;
    const name = fact.name.trim();
    if (!MEDICINE_ALLERGEN.test(name.toLowerCase())) continue;
    if (names.some((other) => other.toLowerCase() === name.toLowerCase())) continue;
    // The field holds at most maxLength characters: a name that would not fit is left out.
    if ([...names, name].join(', ').length > format.maxLength) continue;
    names.push(name);
  }
  if (names.length === 0) return undefined;
  const value = names.join(', ');
  return { value, label: value };
}

/**
 * The processor variables that the user's chat facts clearly imply, for the form to offer
 * (the user still chooses and saves). Only unambiguous mappings: smoking from a smoking
 * habit's frequency, trying to conceive from a trying-to-conceive fact, medication allergies
 * from allergy facts that name a medicine. Alcohol, activity and diet are left out: a fact
 * says how often, and their options are about how much or what kind. When facts disagree the
 * newest wins. Deleted facts are gone from the list, so they never count.
 */
export function suggestedVariables(entries: readonly AnalyticsEntry[]): VariableSuggestions {
  const facts = newestFirst(entries);
  const suggestions: VariableSuggestions = {
    smoking: smoking(facts),
    trying_to_conceive: tryingToConceive(facts),
    medication_allergies: medicationAllergies(facts),
  };
  return Object.fromEntries(
    Object.entries(suggestions).filter(([, suggestion]) => suggestion !== undefined),
  ) as VariableSuggestions;
}
