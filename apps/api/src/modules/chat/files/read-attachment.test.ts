import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MAX_PARALLEL_READS, READER_BUSY, readAttachment } from './read-attachment';

const report = readFileSync(new URL('../../../../fixtures/pdf/lab-report.pdf', import.meta.url));
const dataUrl = `data:application/pdf;base64,${report.toString('base64')}`;

describe('readAttachment', () => {
  it('reads a named PDF and gives its text for the reply', async () => {
    const read = await readAttachment(dataUrl, 'folder/report.pdf');
    expect(read.ok && read.file.name).toBe('report.pdf');
    expect(read.ok && read.text?.text).toContain('Sperm concentration: 12 million/mL');
  });

  it('refuses a PDF past the reads already running, and reads again once they end', async () => {
    const burst = await Promise.all(
      Array.from({ length: MAX_PARALLEL_READS + 1 }, () => readAttachment(dataUrl, 'r.pdf')),
    );
    expect(burst.filter((read) => read.ok)).toHaveLength(MAX_PARALLEL_READS);
    expect(burst.at(-1)).toEqual({ ok: false, message: READER_BUSY });
    expect((await readAttachment(dataUrl, 'r.pdf')).ok).toBe(true);
  });

  it('gives an image no text: the engines do not read images', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
    const read = await readAttachment(`data:image/png;base64,${png.toString('base64')}`);
    expect(read).toMatchObject({ ok: true, text: null, file: { name: 'image.png' } });
  });
});
