import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { MyDisease } from '@mhp/contract/schemas/health';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { FormAlert, TextField } from '../../../shared/ui/form/fields';
import { useSubmit } from '../../../shared/ui/form/use-submit';
import { useToast } from '../../../shared/ui/toast';
import { healthApi, refreshHealth } from '../api/health-api';

/** One condition: its name, or a rename form while editing. */
function DiseaseRow({ disease, onDelete }: { disease: MyDisease; onDelete: () => void }) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(disease.name);
  const form = useSubmit(['name']);
  const formRef = useRef<HTMLFormElement>(null);
  // Opening the rename form puts the caret in it, for keyboard and screen-reader users.
  useEffect(() => {
    if (editing) formRef.current?.querySelector('input')?.focus();
  }, [editing]);

  async function rename(event: FormEvent) {
    event.preventDefault();
    const result = await form.run(() => healthApi.renameDisease(disease.id, name));
    if (result.ok) {
      setEditing(false);
      refreshHealth();
    }
  }

  if (editing) {
    return (
      <li className="rounded-xl border border-border bg-surface p-4">
        <form ref={formRef} onSubmit={rename} className="grid gap-3" noValidate>
          <TextField
            label={`New name for ${disease.name}`}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={form.errors.name}
            maxLength={200}
          />
          <FormAlert>{form.message}</FormAlert>
          <div className="flex gap-3">
            <Button type="submit" size="sm" loading={form.busy}>
              Save name
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setName(disease.name);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </li>
    );
  }
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
      <span className="font-semibold">{disease.name}</span>
      <span className="flex gap-2">
        <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
          Rename<span className="sr-only"> {disease.name}</span>
        </Button>
        <Button variant="ghost" size="sm" onClick={onDelete}>
          Delete<span className="sr-only"> {disease.name}</span>
        </Button>
      </span>
    </li>
  );
}

/** The conditions the user tracks: add, rename, delete (after a confirmation). */
export function DiseaseList({ diseases }: { diseases: MyDisease[] }) {
  const toast = useToast();
  const [name, setName] = useState('');
  const [deleting, setDeleting] = useState<MyDisease | null>(null);
  const form = useSubmit(['name']);

  async function add(event: FormEvent) {
    event.preventDefault();
    const result = await form.run(() => healthApi.createDisease(name));
    if (result.ok) {
      setName('');
      refreshHealth();
    }
  }

  async function confirmDelete() {
    const disease = deleting;
    setDeleting(null);
    if (!disease) return;
    try {
      await healthApi.deleteDisease(disease.id);
      toast.show(`${disease.name} was removed from your conditions.`);
    } catch {
      toast.show(`${disease.name} could not be removed. Please try again.`, { tone: 'error' });
    }
    refreshHealth();
  }

  return (
    <div className="grid gap-4">
      {diseases.length === 0 ? (
        <p className="text-text-muted">
          No conditions yet. Add one you live with, such as varicocele or low testosterone, and the
          assistant will keep it in mind when it answers.
        </p>
      ) : (
        <ul className="grid gap-3">
          {diseases.map((disease) => (
            <DiseaseRow key={disease.id} disease={disease} onDelete={() => setDeleting(disease)} />
          ))}
        </ul>
      )}
      <form onSubmit={add} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-start" noValidate>
        <TextField
          label="Add a condition"
          value={name}
          onChange={(event) => {
            setName(event.target.value);
            form.clearError('name');
          }}
          error={form.errors.name}
          maxLength={200}
          placeholder="e.g. Varicocele"
        />
        <Button type="submit" loading={form.busy} className="sm:mt-7">
          Add
        </Button>
      </form>
      <FormAlert>{form.message}</FormAlert>
      <ConfirmDialog
        open={deleting !== null}
        title={`Delete ${deleting?.name ?? 'this condition'}?`}
        message="It is removed from your list and the assistant no longer takes it into account. Your chats stay."
        confirmLabel="Delete condition"
        cancelLabel="Keep it"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
