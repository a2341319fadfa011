import { useEffect } from 'react';

/** Sets (or adds) a `<meta property>` (Open Graph) in the document head. */
function setProperty(property: string, content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>(`meta[property="${property}"]`);
  if (!meta) {
    meta = document.createElement('meta');
    meta.setAttribute('property', property);
    document.head.append(meta);
  }
  meta.content = content;
}

function setDescription(content: string) {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

export interface PageMeta {
  /** The page's own title and description; the layout's stay when absent (listing pages). */
  title?: string;
  description?: string;
  image?: string;
  type?: 'website' | 'product';
}

/** Title, description and Open Graph tags of a shop page; set after the layout's own. */
export function useShopHead(meta: PageMeta | null, brandName: string) {
  const { title, description, image, type } = meta ?? {};
  const ready = meta !== null;
  useEffect(() => {
    if (!ready) return;
    // The layout sets the page's generic title in its own effect, which runs after this
    // component's: wait a frame so this one wins.
    const frame = requestAnimationFrame(() => {
      if (title) document.title = `${title} · ${brandName}`;
      if (description) setDescription(description);
      const current = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
      setProperty('og:title', document.title);
      setProperty('og:description', description ?? current?.content ?? '');
      setProperty('og:type', type ?? 'website');
      setProperty('og:url', window.location.href);
      setProperty('og:site_name', brandName);
      if (image) setProperty('og:image', new URL(image, window.location.href).href);
    });
    return () => cancelAnimationFrame(frame);
  }, [ready, title, description, image, type, brandName]);
}
