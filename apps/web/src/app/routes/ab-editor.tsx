import { useParams } from 'react-router';
import { AbEditorPage } from '../../features/ab-test/components/ab-editor-page';
import { sitePath, useBrandSite } from '../brand-site';

export function Component() {
  const { identifier = '' } = useParams();
  const site = useBrandSite();
  return <AbEditorPage identifier={identifier} homeHref={sitePath(site, '/')} />;
}
