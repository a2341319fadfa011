import { useState } from 'react';
import type { FormEvent } from 'react';
import { Link } from '../../../shared/ui/link';
import type { ChatRoom } from '@mhp/contract/schemas/chat';
import { Button } from '../../../shared/ui/button';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { PencilIcon, PlusIcon, TrashIcon } from './chat-icons';
import { ConversationSearch } from './conversation-search';
import type { Rooms } from '../hooks/use-rooms';

interface RoomListProps {
  rooms: Rooms;
  current: string | null;
  roomHref: (slug: string) => string;
  newChatHref: string;
  /** A link was followed (closes the drawer on mobile). */
  onNavigate?: () => void;
  /** The open room was deleted. */
  onCurrentDeleted: () => void;
}

/** The user's conversations: New chat, search, then the rooms with rename and delete, then Load more. */
export function RoomList({
  rooms,
  current,
  roomHref,
  newChatHref,
  onNavigate,
  onCurrentDeleted,
}: RoomListProps) {
  const [deleting, setDeleting] = useState<ChatRoom | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function confirmDelete() {
    const room = deleting;
    setDeleting(null);
    if (!room) return;
    const error = await rooms.remove(room.slug);
    setProblem(error);
    if (!error && room.slug === current) onCurrentDeleted();
  }

  return (
    <nav aria-label="Conversations" className="flex flex-col gap-3">
      <Link
        to={newChatHref}
        onClick={onNavigate}
        className="inline-flex min-h-11 items-center justify-center gap-2 rounded-md bg-brand px-4 py-2 font-semibold text-brand-contrast no-underline hover:bg-brand/90"
      >
        <PlusIcon /> New chat
      </Link>
      <ConversationSearch roomHref={roomHref} onNavigate={onNavigate} />
      {problem && (
        <p role="alert" className="text-sm text-danger">
          {problem}
        </p>
      )}
      {rooms.error && (
        <p role="alert" className="text-sm text-danger">
          {rooms.error}
        </p>
      )}
      {rooms.rooms.length === 0 && !rooms.loading && !rooms.error && (
        <p className="text-sm text-text-muted">Your conversations will be listed here.</p>
      )}
      <ul className="flex flex-col gap-1">
        {rooms.rooms.map((room) => (
          <RoomItem
            key={room.slug}
            room={room}
            active={room.slug === current}
            href={roomHref(room.slug)}
            onNavigate={onNavigate}
            onRename={(name) => rooms.rename(room.slug, name)}
            onDelete={() => setDeleting(room)}
          />
        ))}
      </ul>
      {rooms.hasMore && (
        <Button
          variant="secondary"
          size="sm"
          loading={rooms.loading}
          onClick={() => void rooms.loadMore()}
        >
          Load more conversations
        </Button>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete this conversation?"
        message={`“${deleting?.name ?? ''}” and all its messages will be deleted. This cannot be undone.`}
        confirmLabel="Delete"
        cancelLabel="Keep it"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </nav>
  );
}

interface RoomItemProps {
  room: ChatRoom;
  active: boolean;
  href: string;
  onNavigate?: () => void;
  onRename: (name: string) => Promise<string | null>;
  onDelete: () => void;
}

function RoomItem({ room, active, href, onNavigate, onRename, onDelete }: RoomItemProps) {
  const [editing, setEditing] = useState(false);
  const [name, setName] = useState(room.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setProblem('Give the conversation a name.');
      return;
    }
    setSaving(true);
    const error = await onRename(trimmed);
    setSaving(false);
    setProblem(error);
    if (!error) setEditing(false);
  }

  if (editing) {
    return (
      <li>
        <form onSubmit={save} className="flex flex-col gap-2 rounded-lg bg-surface-muted p-2">
          <label className="text-sm font-semibold">
            Conversation name
            <input
              value={name}
              maxLength={200}
              // Opened on purpose by the Rename button: the field is what the user wants next.
              // eslint-disable-next-line jsx-a11y/no-autofocus
              autoFocus
              onChange={(event) => setName(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Escape') setEditing(false);
              }}
              aria-invalid={problem ? true : undefined}
              className="mt-1 block min-h-11 w-full rounded-md border border-text-muted/50 bg-surface px-3 text-base font-normal"
            />
          </label>
          {problem && <p className="text-sm text-danger">{problem}</p>}
          <div className="flex gap-2">
            <Button type="submit" size="sm" loading={saving}>
              Save
            </Button>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setEditing(false);
                setName(room.name);
                setProblem(null);
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
    <li
      className={`group flex items-center rounded-lg ${active ? 'bg-brand-soft' : 'hover:bg-surface-muted'}`}
    >
      <Link
        to={href}
        onClick={onNavigate}
        aria-current={active ? 'page' : undefined}
        title={room.name}
        className="min-h-11 min-w-0 flex-1 px-3 py-2.5 text-sm font-medium text-text no-underline"
      >
        {/* Two lines, so names that start alike ("What lifestyle changes…") stay apart. */}
        <span className="line-clamp-2 break-words">{room.name}</span>
      </Link>
      <button
        type="button"
        aria-label={`Rename ${room.name}`}
        onClick={() => {
          setName(room.name);
          setEditing(true);
        }}
        className="grid size-11 shrink-0 place-items-center rounded-md text-text-muted hover:text-brand"
      >
        <PencilIcon className="size-4" />
      </button>
      <button
        type="button"
        aria-label={`Delete ${room.name}`}
        onClick={onDelete}
        className="grid size-11 shrink-0 place-items-center rounded-md text-text-muted hover:text-danger"
      >
        <TrashIcon className="size-4" />
      </button>
    </li>
  );
}
