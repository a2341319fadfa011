interface SuggestionChipsProps {
  label: string;
  suggestions: readonly string[];
  disabled?: boolean;
  onPick: (prompt: string) => void;
}

/** Prompts offered as one-tap chips: tapping one sends it as the next message. */
export function SuggestionChips({ label, suggestions, disabled, onPick }: SuggestionChipsProps) {
  if (suggestions.length === 0) return null;
  return (
    <section aria-label={label}>
      <h2 className="text-sm font-semibold text-text-muted">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2">
        {suggestions.map((prompt) => (
          <li key={prompt}>
            <button
              type="button"
              disabled={disabled}
              onClick={() => onPick(prompt)}
              className="min-h-11 rounded-full border border-brand/60 bg-surface px-4 py-2 text-left text-sm font-medium text-brand hover:bg-brand-soft disabled:cursor-not-allowed disabled:opacity-60"
            >
              {prompt}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
