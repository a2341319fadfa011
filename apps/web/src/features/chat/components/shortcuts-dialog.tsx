import { Modal } from '../../../shared/ui/modal';
import { CHAT_SHORTCUTS } from '../lib/chat-shortcuts';

/** The chat's keyboard shortcuts, opened with `?` or the header's button. */
export function ShortcutsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Keyboard shortcuts" size="sm">
      <dl className="grid gap-3">
        {CHAT_SHORTCUTS.map((shortcut) => (
          <div key={shortcut.id} className="flex items-center justify-between gap-4">
            <dt className="text-text">{shortcut.label}</dt>
            <dd className="flex shrink-0 gap-1">
              {shortcut.keys.map((key) => (
                <kbd
                  key={key}
                  className="rounded border border-border bg-surface-muted px-2 py-0.5 font-mono text-sm"
                >
                  {key}
                </kbd>
              ))}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm text-text-muted">
        In the message box, Enter sends and Shift+Enter starts a new line.
      </p>
    </Modal>
  );
}
