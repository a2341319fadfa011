import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import ChatMarkdown from './chat-markdown';

describe('ChatMarkdown', () => {
  it('formats Markdown: emphasis, lists and links that open safely in a new tab', () => {
    render(
      <ChatMarkdown
        text={'**See a doctor** if:\n\n- it hurts\n- it swells\n\n[NHS](https://www.nhs.uk/)'}
      />,
    );
    expect(screen.getByText('See a doctor').tagName).toBe('STRONG');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const link = screen.getByRole('link', { name: 'NHS' });
    expect(link).toHaveAttribute('href', 'https://www.nhs.uk/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer nofollow');
  });

  it('shows raw HTML as text and never runs it', () => {
    const { container } = render(
      <ChatMarkdown
        text={
          'Before <script>window.hacked = true</script> and <img src=x onerror="window.hacked = true"> after'
        }
      />,
    );
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('<script>window.hacked = true</script>');
    expect(container).toHaveTextContent('<img src=x onerror="window.hacked = true">');
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('drops javascript: links', () => {
    render(<ChatMarkdown text="[click](javascript:alert(1))" />);
    expect(screen.getByText('click').closest('a')?.getAttribute('href') ?? '').not.toMatch(
      /javascript/i,
    );
  });

  it('renders GFM tables in a box that scrolls on its own, and fenced code blocks', () => {
    const { container } = render(
      <ChatMarkdown
        text={
          '| Measure | WHO 2021 lower limit |\n| --- | --- |\n| Concentration | 16 million/mL |\n\n' +
          '```\nsperm count: 12 million/mL\n```'
        }
      />,
    );
    const table = screen.getByRole('table');
    expect(screen.getByRole('columnheader', { name: 'Measure' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '16 million/mL' })).toBeInTheDocument();
    expect(table.parentElement).toHaveClass('overflow-x-auto');
    expect(container.querySelector('pre > code')).toHaveTextContent('sperm count: 12 million/mL');
  });

  it('keeps HTML inside a table cell as text, and bare javascript: text is no link', () => {
    const { container } = render(
      <ChatMarkdown
        text={'| a |\n| --- |\n| <b onclick="x()">bold</b> |\n\njavascript:alert(1) www.nhs.uk'}
      />,
    );
    expect(container.querySelector('b')).toBeNull();
    expect(screen.getByRole('cell')).toHaveTextContent('<b onclick="x()">bold</b>');
    for (const link of screen.getAllByRole('link')) {
      expect(link.getAttribute('href')).not.toMatch(/javascript/i);
    }
  });
});
