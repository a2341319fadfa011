import { ManageCommunicationsPage } from '../../features/account/components/manage-communications-page';

export function Component() {
  return <ManageCommunicationsPage />;
}
