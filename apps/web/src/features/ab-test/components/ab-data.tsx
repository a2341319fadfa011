import { useEffect, useEffectEvent, useMemo } from 'react';
import type { BrandId } from '@mhp/contract/brands';
import { useApiQuery } from '../../../shared/api/use-api-query';
import type { QueryState } from '../../../shared/api/use-api-query';
import {
  globalContentQuery,
  pageContentQuery,
  type GlobalContent,
  type PageContent,
} from '../api/ab-api';

/**
 * Fetches the page's and the brand's A/B content and hands the answers to the provider. A
 * chunk of its own, so the query and call helpers stay out of the first load (ADR 019); the
 * answers kept from the last visit are read by the provider without it.
 */
export default function AbData({
  brand,
  page,
  preview,
  onPage,
  onGlobal,
}: {
  brand: BrandId;
  page: string;
  preview: boolean;
  onPage: (state: QueryState<PageContent>) => void;
  onGlobal: (state: QueryState<GlobalContent>) => void;
}) {
  const pageQuery = useMemo(() => pageContentQuery(brand, page, preview), [brand, page, preview]);
  const globalQuery = useMemo(() => globalContentQuery(brand, preview), [brand, preview]);
  const pageState = useApiQuery(pageQuery);
  const globalState = useApiQuery(globalQuery);

  const reportPage = useEffectEvent(() => onPage(pageState));
  const reportGlobal = useEffectEvent(() => onGlobal(globalState));
  useEffect(() => reportPage(), [pageState.status, pageState.data]);
  useEffect(() => reportGlobal(), [globalState.status, globalState.data]);
  return null;
}
