import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PDF_LIMITS, readPdfText } from './pdf-text';

const fixture = (name: string) =>
  readFileSync(new URL(`../../../../fixtures/pdf/${name}`, import.meta.url));

describe('readPdfText', () => {
  it('reads the lines of a text PDF in order, leaving the caller its bytes', async () => {
    const bytes = fixture('lab-report.pdf');
    const copy = Buffer.from(bytes);
    const reading = await readPdfText(bytes);
    expect(reading).toMatchObject({ ok: true, pages: 1, pagesRead: 1 });
    const lines = reading.ok ? reading.text.split('\n') : [];
    expect(lines[0]).toBe('Northfield Andrology Laboratory - Semen analysis');
    expect(lines).toContain('Sperm concentration: 12 million/mL (reference >= 16 million/mL)');
    expect(bytes.equals(copy)).toBe(true);
  });

  it('stops at the page cap and the character cap', async () => {
    const long = await readPdfText(fixture('long-report.pdf'));
    expect(long).toMatchObject({ ok: true, pages: 30, pagesRead: PDF_LIMITS.pages });
    const short = await readPdfText(fixture('lab-report.pdf'), { ...PDF_LIMITS, chars: 40 });
    expect(short.ok && short.text).toBe('Northfield Andrology Laboratory - Semen');
  });

  it('names why a file cannot be read: password, damage, time', async () => {
    expect(await readPdfText(fixture('encrypted.pdf'))).toEqual({ ok: false, reason: 'encrypted' });
    expect(await readPdfText(fixture('corrupt.pdf'))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readPdfText(fixture('junk.pdf'))).toEqual({ ok: false, reason: 'unreadable' });
    expect(await readPdfText(Buffer.alloc(0))).toEqual({ ok: false, reason: 'unreadable' });
    const noTime = await readPdfText(fixture('long-report.pdf'), { ...PDF_LIMITS, timeMs: 0 });
    expect(noTime).toEqual({ ok: false, reason: 'too_slow' });
  });

  it('gives empty text for a page with no text (a scan)', async () => {
    expect(await readPdfText(fixture('scanned.pdf'))).toEqual({
      ok: true,
      text: '',
      pages: 1,
      pagesRead: 1,
    });
  });
});
