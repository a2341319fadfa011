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
    const element = document.createElement('div');
    element.innerHTML = '<h1>Stud Terms</h1><p>Intro</p><h2>1. <em>Accounts</em></h2><h3>Note</h3>';

    nestHeadings(element);

    expect(element.innerHTML).toBe('<p>Intro</p><h3>1. <em>Accounts</em></h3><h4>Note</h4>');
  });
});
