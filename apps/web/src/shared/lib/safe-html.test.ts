import DOMPurify from 'dompurify';
import { describe, expect, it, vi } from 'vitest';
import { nestHeadings, setSanitizedHtml } from './safe-html';

// happy-dom cannot run a real sanitiser (DOMPurify relies on a browser's HTML parser), so these
// check which sanitiser is used; the browsers' and DOMPurify's own suites cover what they remove.
describe('setSanitizedHtml', () => {
  it('uses the browser’s built-in sanitiser where there is one', async () => {
    const element = document.createElement('div');
    const setHTML = vi.fn();
    Object.assign(element, { setHTML });

    await setSanitizedHtml(element, '<p>Hi</p><script>alert(1)</script>');

    expect(setHTML).toHaveBeenCalledWith('<p>Hi</p><script>alert(1)</script>');
  });

  it('falls back to DOMPurify elsewhere', async () => {
    const sanitize = vi.spyOn(DOMPurify, 'sanitize').mockReturnValue('<p>clean</p>');
    const element = document.createElement('div');

    await setSanitizedHtml(element, '<p onclick="x()">dirty</p>');

    expect(sanitize).toHaveBeenCalledWith('<p onclick="x()">dirty</p>');
    expect(element.innerHTML).toBe('<p>clean</p>');
  });
});

describe('nestHeadings', () => {
  it('drops the leading title and moves the other headings one level down', () => {
    expect(
      nestHeadings(
        '<h1>Stud Terms</h1>\n<p>Intro</p><h2 id="a">1. <em>Accounts</em></h2><H3>Note</H3>',
      ),
    ).toBe('<p>Intro</p><h3 id="a">1. <em>Accounts</em></h3><h4>Note</h4>');
  });

  it('keeps an h1 that does not lead the document, one level down', () => {
    expect(nestHeadings('<p>Intro</p><h1>Later</h1><hr>')).toBe('<p>Intro</p><h2>Later</h2><hr>');
  });
});
