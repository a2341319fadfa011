import type {
  AnalyticsEntry,
  MyDisease,
  UserProcessorVariable,
} from '@mhp/contract/schemas/health';
import type { DiseaseRow, EntryRow, VariableRow } from './health-repo';

export function presentEntry(row: EntryRow): AnalyticsEntry {
  return {
    id: row.id,
    type: row.type,
    term: row.term,
    name: row.name,
    main_content: row.mainContent,
    duration: row.duration,
    duration_days: row.durationDays,
    frequency: row.frequency,
    severity: row.severity,
    value: row.value,
    unit: row.unit,
    room_slug: row.roomSlug,
    created_at: row.createdAt.toISOString(),
  };
}

export function presentDisease(row: DiseaseRow): MyDisease {
  return {
    id: row.id,
    name: row.name,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentVariable(row: VariableRow): UserProcessorVariable {
  return {
    id: row.id,
    processor_variable: row.name,
    value: row.value,
    updated_at: row.updatedAt.toISOString(),
  };
}
