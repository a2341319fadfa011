import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstFamily, loadWebFontsForNextPage } from './web-fonts';

const inter = "'Inter Variable', 'Inter Fallback', sans-serif";
const fraunces = "'Fraunces Variable', 'Fraunces Fallback', serif";

function pageRoot(fonts: string | null) {
  const root = document.createElement('html');
  if (fonts) root.dataset.fonts = fonts;
  root.style.setProperty('--font-sans', inter);
  root.style.setProperty('--font-display', fraunces);
  return root;
}

/** document.fonts as a browser has it: `load` answers the faces it loaded for a font. */
function fakeFonts(faces: (font: string) => unknown[]) {
  const load = vi.fn(async (font: string) => faces(font));
  Object.defineProperty(document, 'fonts', { value: { load }, configurable: true });
  return load;
}

const clearCookie = () => (document.cookie = 'web_fonts=; Max-Age=0; Path=/');

describe('web fonts for the next page', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearCookie();
    Reflect.deleteProperty(document, 'fonts');
  });

  it('loads the brand fonts of a page rendered without them once idle, then sets the cookie', async () => {
    vi.useFakeTimers();
    const load = fakeFonts(() => [{}]);
    loadWebFontsForNextPage(pageRoot('later'));
    // Nothing competes with the page while it starts.
    expect(load).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(load.mock.calls.map(([font]) => font)).toEqual([
      "1em 'Inter Variable'",
      "1em 'Fraunces Variable'",
    ]);
    expect(document.cookie).toContain('web_fonts=1');
  });

  it('does nothing on a page rendered with the fonts', async () => {
    vi.useFakeTimers();
    const load = fakeFonts(() => [{}]);
    loadWebFontsForNextPage(pageRoot(null));
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('web_fonts=1');
  });

  it('sets no cookie when a font did not load', async () => {
    vi.useFakeTimers();
    fakeFonts((font) => (font.includes('Fraunces') ? [] : [{}]));
    loadWebFontsForNextPage(pageRoot('later'));
    await vi.runAllTimersAsync();
    expect(document.cookie).not.toContain('web_fonts=1');
  });

  it('reads the web font of a stack', () => {
    expect(firstFamily(inter)).toBe("'Inter Variable'");
    expect(firstFamily('')).toBeNull();
  });
});
