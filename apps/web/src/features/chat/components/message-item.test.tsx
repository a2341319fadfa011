import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ConversationMessage } from '../lib/conversation';
import { MessageItem } from './message-item';

const sent = (overrides: Partial<ConversationMessage>): ConversationMessage => ({
  id: '5b1f2a3c-1d2e-4f50-8a9b-0c1d2e3f4a5b',
  client_id: null,
  is_ai: false,
  message: 'Is my result normal?',
  file: null,
  file_info: null,
  feedback_type: null,
  feedback_message: null,
  chat_source_recommendations: [],
  urgent: false,
  created_at: '2026-11-28T09:00:00.000Z',
  ...overrides,
});

const LINK = '/api/chat-file/0d6c1f0e-4b1a-4e7b-9a55-3f1e2d3c4b5a/?exp=1796000000&sig=abc';
const show = (message: ConversationMessage) =>
  // A message reads the page's address (a search result links to #message-{id}).
  render(
    <MemoryRouter>
      <ul>
        <MessageItem message={message} rate={async () => null} alert={false} />
      </ul>
    </MemoryRouter>,
  );

describe('MessageItem attachments', () => {
  it('shows a PDF as a file: name that opens it, size, a download link, no image', () => {
    show(
      sent({
        file: LINK,
        file_info: { name: 'report.pdf', size: 84_000, content_type: 'application/pdf' },
      }),
    );
    const open = screen.getByRole('link', { name: 'report.pdf (PDF, opens in a new tab)' });
    expect(open).toHaveAttribute('href', LINK);
    expect(open).toHaveAttribute('target', '_blank');
    expect(screen.getByText('PDF, 82 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download report.pdf' })).toHaveAttribute(
      'href',
      `${LINK}&download=1`,
    );
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('names a PDF not stored yet without linking it, and keeps images inline', () => {
    const { unmount } = show(
      sent({
        id: null,
        file: 'data:application/pdf;base64,JVBERi0=',
        file_info: { name: 'report.pdf', size: 5, content_type: 'application/pdf' },
      }),
    );
    expect(screen.getByText('report.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    unmount();
    show(
      sent({ file: LINK, file_info: { name: 'rash.png', size: 68, content_type: 'image/png' } }),
    );
    expect(screen.getByRole('img', { name: 'Your attachment: rash.png' })).toHaveAttribute(
      'src',
      LINK,
    );
  });
});
