import type { AiComponent, ProcessorVariableName } from '@mhp/contract/health-constants';
import type { AnalyticsEntryUpdate } from '@mhp/contract/schemas/health';
import { callApi, endpoint } from '../../../shared/api/call-api';
import { apiQuery, invalidateQuery } from '../../../shared/api/use-api-query';

const analyticsRoute = endpoint('GET', '/api/user-chat-analytics/');
const createDiseaseRoute = endpoint('POST', '/api/my-disease/create/');
const updateDiseaseRoute = endpoint('POST', '/api/my-disease/{diseaseId}/update/');
const deleteDiseaseRoute = endpoint('POST', '/api/my-disease/{diseaseId}/delete/');
const updateEntryRoute = endpoint('PATCH', '/api/user-chat-analytics/{entryId}/');
const deleteEntryRoute = endpoint('DELETE', '/api/user-chat-analytics/{entryId}/');
const setVariableRoute = endpoint('POST', '/api/user-processor-variable/create/');
const componentRoute = endpoint('POST', '/api/processor/component-ai-message/');
const exportRoute = endpoint('GET', '/api/my-data/');
const deleteHealthRoute = endpoint('POST', '/api/my-data/delete-health/');
const deleteAccountRoute = endpoint('POST', '/api/my-data/delete-account/');
const deleteAccountCodeRoute = endpoint('POST', '/api/my-data/delete-account/send-code/');

/** Entries shown on the page: the newest 100 over all types (older ones stay in the download). */
export const ANALYTICS_SHOWN = 100;

/** Everything the page shows: entries by type, conditions and variables. */
export const analyticsQuery = () => apiQuery(analyticsRoute, { query: { limit: ANALYTICS_SHOWN } });

export const componentQuery = (component: AiComponent, diseaseId?: string) =>
  apiQuery(componentRoute, {
    body: diseaseId ? { component, disease_id: diseaseId } : { component },
  });

/** After a change, the page's reads load again (the AI messages too: they read the same data). */
export function refreshHealth() {
  invalidateQuery(`GET ${analyticsRoute.path}`);
  invalidateQuery(`POST ${componentRoute.path}`);
}

export const healthApi = {
  createDisease: (name: string) => callApi(createDiseaseRoute, { body: { name } }),
  renameDisease: (diseaseId: string, name: string) =>
    callApi(updateDiseaseRoute, { params: { diseaseId }, body: { name } }),
  deleteDisease: (diseaseId: string) => callApi(deleteDiseaseRoute, { params: { diseaseId } }),
  correctEntry: (entryId: string, body: AnalyticsEntryUpdate) =>
    callApi(updateEntryRoute, { params: { entryId }, body }),
  deleteEntry: (entryId: string) => callApi(deleteEntryRoute, { params: { entryId } }),
  setVariable: (name: ProcessorVariableName, value: string) =>
    callApi(setVariableRoute, {
      // The contract's union ties each name to its values; the server checks the pair.
      body: { processor_variable: name, value } as never,
    }),
  exportData: () => callApi(exportRoute),
  deleteHealthData: () => callApi(deleteHealthRoute, { body: { confirm: true } }),
  /** The owner's proof: the password, or the emailed code of an account without one. */
  deleteAccount: (proof: { password: string } | { otp: string }) =>
    callApi(deleteAccountRoute, { body: { confirm: true, ...proof } }),
  sendDeleteAccountCode: () => callApi(deleteAccountCodeRoute),
};
