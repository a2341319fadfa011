import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '@mhp/contract/schemas/chat';
import { UrgentPin } from './urgent-pin';

const urgentReply: ChatMessage = {
  id: '3f0c2a4e-9d1b-4c55-8a77-0b9f6c1d2e3a',
  message: 'Call emergency services now: sudden severe testicle pain needs care within hours.',
  is_ai: true,
  file: null,
  file_info: null,
  created_at: '2026-11-20T10:00:00.000Z',
  feedback_type: null,
  feedback_message: null,
  chat_source_recommendations: [],
  urgent: true,
};

describe('UrgentPin', () => {
  it('shows nothing when the conversation has no emergency reply', () => {
    const { container } = render(<UrgentPin messages={[]} earlier={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('opens an emergency reply older than the loaded pages in place', async () => {
    render(<UrgentPin messages={[]} earlier={urgentReply} />);
    const pin = screen.getByRole('complementary', { name: 'Urgent-care guidance' });
    expect(pin).toHaveTextContent('This conversation has urgent-care guidance.');
    expect(screen.getByRole('link', { name: 'Call emergency services (911)' })).toHaveAttribute(
      'href',
      'tel:911',
    );
    const toggle = screen.getByRole('button', { name: 'Show the guidance' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(await screen.findByText(/sudden severe testicle pain/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Hide the guidance' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
