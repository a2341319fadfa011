import { CHAT_DISCLAIMER } from '@mhp/contract/chat-safety';
import type { ChatMessage } from '@mhp/contract/schemas/chat';

type ExportedMessage = Pick<
  ChatMessage,
  'is_ai' | 'message' | 'created_at' | 'chat_source_recommendations' | 'urgent'
>;

/**
 * One conversation as a Markdown file: the title, then each message under "You" or
 * "Assistant" with its time, a reply's sources as links, and the chat's disclaimer at the end
 * (the file travels without the page that says the answers are not a diagnosis).
 */
export function conversationMarkdown(title: string, messages: readonly ExportedMessage[]) {
  const lines = [`# ${title}`, ''];
  for (const message of messages) {
    const who = message.is_ai
      ? message.urgent
        ? 'Assistant (urgent-care guidance)'
        : 'Assistant'
      : 'You';
    lines.push(`## ${who} · ${message.created_at.slice(0, 16).replace('T', ' ')} UTC`, '');
    lines.push(message.message.trim(), '');
    if (message.chat_source_recommendations.length > 0) {
      lines.push('Sources:', '');
      for (const source of message.chat_source_recommendations) {
        lines.push(`- [${source.title.replace(/[[\]]/g, '')}](${source.url})`);
      }
      lines.push('');
    }
  }
  lines.push('---', '', `_${CHAT_DISCLAIMER}_`, '');
  return lines.join('\n');
}

/** "Left side ache / 2?" → "left-side-ache-2.md"; a title with no letters → "conversation.md". */
export function exportFileName(title: string) {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60)
    .replace(/-+$/, '');
  return `${base || 'conversation'}.md`;
}
