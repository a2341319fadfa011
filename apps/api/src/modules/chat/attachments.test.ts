import { describe, expect, it } from 'vitest';
import { contentDisposition, fileNameOf } from './attachments';

describe('file names', () => {
  it('keeps the user’s name without folders, control characters or leading dots', () => {
    expect(fileNameOf('C:\\Users\\me\\Lab results.pdf', 'application/pdf')).toBe('Lab results.pdf');
    expect(fileNameOf('../../etc/passwd', 'application/pdf')).toBe('passwd');
    expect(fileNameOf('..\u0000"x".pdf', 'application/pdf')).toBe('x.pdf');
    expect(fileNameOf('  ', 'image/png')).toBe('image.png');
    expect(fileNameOf(undefined, 'application/pdf')).toBe('document.pdf');
  });

  it('shortens a long name to 120 characters and keeps its extension', () => {
    const name = fileNameOf(`${'a'.repeat(300)}.pdf`, 'application/pdf');
    expect(name).toHaveLength(120);
    expect(name.endsWith('a.pdf')).toBe(true);
  });

  it('sends the name in Content-Disposition as ASCII and as UTF-8', () => {
    expect(contentDisposition('attachment', 'Spermiogramm März.pdf')).toBe(
      `attachment; filename="Spermiogramm M_rz.pdf"; filename*=UTF-8''Spermiogramm%20M%C3%A4rz.pdf`,
    );
  });
});
