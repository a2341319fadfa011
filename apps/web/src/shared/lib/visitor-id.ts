import { storage } from './storage';

/**
 * This browser's A/B visitor id: 32 random hex characters kept in local storage under
 * `abVisitor`. The variant of every experiment is a hash of it (packages/contract
 * ab-assignment.ts), so the same device sees the same variants on every page, after sign-in
 * too. Where storage is blocked it lives for the page's lifetime.
 */
export function visitorId(): string {
  const stored = storage.get('abVisitor');
  if (stored && /^[A-Za-z0-9_-]{8,64}$/.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  storage.set('abVisitor', id);
  return id;
}
