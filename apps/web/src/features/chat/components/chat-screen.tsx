import { useState, type ReactNode } from 'react';
import { CHAT_DISCLAIMER } from '@mhp/contract/chat-safety';
import { useNavigate } from 'react-router';
import { Modal } from '../../../shared/ui/modal';
import { MenuIcon } from '../../../shared/ui/icons';
import { useChatShortcuts } from '../hooks/use-chat-shortcuts';
import { useRoomName } from '../hooks/use-room-name';
import { useRooms } from '../hooks/use-rooms';
import { KEEP_FOCUS } from '../../../shared/lib/keep-focus';
import { ShortcutsDialog } from './shortcuts-dialog';
import { Conversation } from './conversation';
import { ExportConversationButton } from './export-conversation-button';
import { NewChat } from './new-chat';
import { RoomList } from './room-list';

export interface ChatPaths {
  /** /app (the new-chat page) */
  app: string;
  room: (slug: string) => string;
  /** Sign-in page that comes back here afterwards. */
  signIn: string;
}

interface ChatScreenProps {
  /** The open room; null on /app. */
  slug: string | null;
  paths: ChatPaths;
  refreshSession: () => Promise<boolean>;
  /** A link at the end of the header (the route adds "My health"). */
  headerAction?: ReactNode;
}

const disclaimer = <p className="text-xs text-text-muted">{CHAT_DISCLAIMER}</p>;

/**
 * The signed-in chat: the room list (a sidebar on wide screens, a drawer on small ones) and
 * the open conversation, or the new-chat page on /app.
 */
export function ChatScreen({ slug, paths, refreshSession, headerAction }: ChatScreenProps) {
  const navigate = useNavigate();
  const rooms = useRooms();
  const [drawer, setDrawer] = useState(false);
  const shortcuts = useChatShortcuts(paths.app);
  // The open room may lie beyond the rooms loaded in the list: its name is looked up then.
  const roomName = useRoomName(slug, rooms);
  const title = slug ? (roomName ?? 'Conversation') : 'Health chat';

  const roomList = (onNavigate?: () => void) => (
    <RoomList
      rooms={rooms}
      current={slug}
      roomHref={paths.room}
      newChatHref={paths.app}
      onNavigate={onNavigate}
      onCurrentDeleted={() => {
        setDrawer(false);
        void navigate(paths.app, { replace: true });
      }}
    />
  );

  const header = (
    <div className="flex min-w-0 flex-1 items-center gap-2">
      <button
        type="button"
        onClick={() => setDrawer(true)}
        aria-label="Your conversations"
        aria-haspopup="dialog"
        className="grid size-11 shrink-0 place-items-center rounded-md text-text hover:bg-surface-muted lg:hidden"
      >
        <MenuIcon />
      </button>
      <h1 className="truncate text-lg font-semibold text-text">{title}</h1>
      <div className="ml-auto flex shrink-0 items-center">
        {slug && <ExportConversationButton slug={slug} title={title} />}
        <button
          type="button"
          onClick={shortcuts.openHelp}
          aria-label="Keyboard shortcuts"
          aria-keyshortcuts="?"
          className="hidden size-11 place-items-center rounded-md font-semibold text-text-muted hover:bg-surface-muted sm:grid"
        >
          ?
        </button>
        {headerAction}
      </div>
    </div>
  );

  return (
    <div className="mx-auto flex h-[calc(100dvh-4rem)] w-full max-w-6xl lg:h-[calc(100dvh-4.5rem)]">
      <aside className="hidden w-72 shrink-0 overflow-y-auto border-r border-border p-4 lg:block">
        {roomList()}
      </aside>
      <Modal
        open={drawer}
        onClose={() => setDrawer(false)}
        title="Your conversations"
        size="drawer"
      >
        {roomList(() => setDrawer(false))}
      </Modal>
      <ShortcutsDialog open={shortcuts.helpOpen} onClose={shortcuts.closeHelp} />
      <section aria-label={title} className="flex min-w-0 flex-1 flex-col">
        {slug ? (
          <Conversation
            key={slug}
            slug={slug}
            header={header}
            disclaimer={disclaimer}
            signInHref={paths.signIn}
            refreshSession={refreshSession}
            onActivity={() => void rooms.refresh()}
          />
        ) : (
          <NewChat
            header={header}
            disclaimer={disclaimer}
            onCreated={(room) => {
              rooms.add(room);
              // The user goes on typing in the room: focus is not moved to the page's content.
              void navigate(paths.room(room.slug), { state: KEEP_FOCUS });
            }}
          />
        )}
      </section>
    </div>
  );
}
