import { describe, expect, it } from 'vitest';
import { CHAT_DISCLAIMER } from '@mhp/contract/chat-safety';
import { conversationMarkdown, exportFileName } from './conversation-export';

describe('conversationMarkdown', () => {
  it('writes the title, each message under its author and time, sources and the disclaimer', () => {
    const markdown = conversationMarkdown('Left side ache', [
      {
        is_ai: false,
        message: 'My left side aches after running',
        created_at: '2026-11-28T09:15:42.000Z',
        chat_source_recommendations: [],
        urgent: false,
      },
      {
        is_ai: true,
        message: '| Grade | Felt |\n| --- | --- |\n| 1 | on straining |',
        created_at: '2026-11-28T09:15:43.000Z',
        chat_source_recommendations: [
          {
            title: 'Varicocele [NHS]',
            url: 'https://www.nhs.uk/conditions/varicocele/',
            thumbnail_url: null,
          },
        ],
        urgent: false,
      },
    ]);
    expect(markdown).toBe(
      [
        '# Left side ache',
        '',
        '## You · 2026-11-28 09:15 UTC',
        '',
        'My left side aches after running',
        '',
        '## Assistant · 2026-11-28 09:15 UTC',
        '',
        '| Grade | Felt |\n| --- | --- |\n| 1 | on straining |',
        '',
        'Sources:',
        '',
        '- [Varicocele NHS](https://www.nhs.uk/conditions/varicocele/)',
        '',
        '---',
        '',
        `_${CHAT_DISCLAIMER}_`,
        '',
      ].join('\n'),
    );
  });
});

describe('exportFileName', () => {
  it('makes a safe file name from the title', () => {
    expect(exportFileName('Left side ache / 2?')).toBe('left-side-ache-2.md');
    expect(exportFileName('Érection après café')).toBe('erection-apres-cafe.md');
    expect(exportFileName('???')).toBe('conversation.md');
    expect(exportFileName('../../etc/passwd')).toBe('etc-passwd.md');
  });
});
