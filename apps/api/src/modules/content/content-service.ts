import type { BrandId } from '@mhp/contract/brands';
import type { TermsDocument } from '@mhp/contract/schemas/content';
import type { Database } from '../../db/client';
import { sanitizeBrandHtml } from '../../lib/brand-html';
import { notFound } from '../../lib/http-error';
import { createContentRepo, type ContentBlock } from './content-repo';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** Terms shared by every brand come from careapp's copy when a brand has none of its own. */
const SHARED_TERMS_BRAND: BrandId = 'careapp';

/**
 * Read-only site content from the content_blocks table: contact details, terms, HTML
 * templates and the subscription popup's pages. Editors change the rows; the shapes are the
 * contract's.
 */
export function createContentService(deps: { db: Database }) {
  const repo = createContentRepo(deps.db);

  return {
    async contactInfo(brand: BrandId) {
      const [block] = await repo.byType(brand, 'contact_info');
      if (!block) throw notFound(`No contact details are published for ${brand}.`);
      const data = block.data;
      return {
        contact_type: brand,
        email: text(data.email) ?? '',
        phone: text(data.phone),
        address: text(data.address),
        opening_hours: text(data.opening_hours),
        social_links: Array.isArray(data.social_links)
          ? (data.social_links as { name: string; url: string }[])
          : [],
      };
    },

    async terms(type: TermsDocument['type'], brand: BrandId | undefined): Promise<TermsDocument> {
      const pick = async (b: BrandId) =>
        (await repo.byType(b, 'terms')).find((block) => block.data.type === type);
      const block = (brand ? await pick(brand) : undefined) ?? (await pick(SHARED_TERMS_BRAND));
      if (!block) throw notFound(`No ${type.replaceAll('_', ' ')} is published.`);
      return {
        type,
        title: text(block.data.title) ?? block.name,
        // Server-rendered /terms shows it as served (ADR 020): made safe here.
        content: sanitizeBrandHtml(block.content),
        updated_at: new Date(text(block.data.updated_at) ?? block.updatedAt).toISOString(),
      };
    },

    async template(templateName: string) {
      const [block] = await repo.byDataValue(templateName, 'template_name', templateName);
      if (!block) throw notFound(`No template named "${templateName}".`);
      return {
        template_name: templateName,
        subject: text(block.data.subject),
        content: block.content,
      };
    },

    async emailDomainTemplate(domain: string) {
      const blocks = await repo.byTypeAnyBrand('email_domain');
      const normalized = domain.trim().toLowerCase().replace(/^.*@/, '');
      const match =
        blocks.find((b) => domainsOf(b).includes(normalized)) ??
        blocks.find((b) => domainsOf(b).length === 0);
      if (!match) throw notFound('No subscription message is published.');
      return {
        email_domains: normalized,
        content: match.content,
        inbox_url: text(match.data.inbox_url),
      };
    },

    /**
     * The paths of the brand's own popup. Only stud has one: the others get no paths, so their
     * pages never ask for a popup template that is not there (a 404 30 s after load, issue 26).
     */
    async subscribePopupUrls(brand: BrandId) {
      const [popup] = await repo.byType(brand, 'subscription_popup');
      const urls = popup?.data.urls;
      return {
        urls: Array.isArray(urls) ? urls.filter((u): u is string => typeof u === 'string') : [],
      };
    },
  };
}

function domainsOf(block: ContentBlock): string[] {
  const domains = block.data.domains;
  return Array.isArray(domains) ? domains.filter((d): d is string => typeof d === 'string') : [];
}
