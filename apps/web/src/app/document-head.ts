import type { BrandTheme } from '../brands/brand';

/** Sets (or adds) a `<meta name>` in the document head. */
function setMeta(name: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = name;
    document.head.append(meta);
  }
  meta.content = content;
}

/** Title, description, theme colour and icon of the page being shown. */
export function setDocumentHead(head: {
  title: string;
  description: string;
  themeColor: string;
  icon: string;
}) {
  document.title = head.title;
  setMeta('description', head.description);
  setMeta('theme-color', head.themeColor);
  let icon = document.head.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!icon) {
    icon = document.createElement('link');
    icon.rel = 'icon';
    document.head.append(icon);
  }
  icon.type = 'image/svg+xml';
  icon.href = head.icon;
}

const colorVariables: Record<keyof BrandTheme['colors'], string> = {
  brand: '--color-brand',
  brandContrast: '--color-brand-contrast',
  brandSoft: '--color-brand-soft',
  accent: '--color-accent',
  accentContrast: '--color-accent-contrast',
  surface: '--color-surface',
  surfaceMuted: '--color-surface-muted',
  text: '--color-text',
  textMuted: '--color-text-muted',
  border: '--color-border',
  focus: '--color-focus',
};

/** A brand's theme as the CSS variables the utilities read, name to value. */
export function themeVariables(theme: BrandTheme): [string, string][] {
  return [
    ...Object.entries(colorVariables).map(([key, variable]): [string, string] => [
      variable,
      theme.colors[key as keyof BrandTheme['colors']],
    ]),
    ['--font-sans', theme.fonts.sans],
    ['--font-display', theme.fonts.display],
    // The stacks without their web font, for a page rendered before the browser has the
    // fonts (styles.css, html[data-fonts='later']).
    ['--font-sans-fallback', withoutWebFont(theme.fonts.sans)],
    ['--font-display-fallback', withoutWebFont(theme.fonts.display)],
  ];
}

/** A font stack without its first family (the web font; the rest are local faces). */
const withoutWebFont = (stack: string) => stack.split(',').slice(1).join(',').trim();

/**
 * Writes a brand's theme onto <html> as the CSS variables the utilities read. A
 * server-rendered page already has them (entry-server.tsx writes the same values).
 */
export function applyTheme(brandId: string, theme: BrandTheme, root = document.documentElement) {
  root.dataset.brand = brandId;
  for (const [variable, value] of themeVariables(theme)) root.style.setProperty(variable, value);
}
