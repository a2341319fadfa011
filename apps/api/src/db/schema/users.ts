import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, type BrandKey } from './columns';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Accounts. `email` is stored trimmed and lower-cased, so the unique constraint is also the
 * case-insensitive lookup. Profile and onboarding answers are plain nullable columns: the API
 * answers null for anything not given yet.
 */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  /** argon2id PHC string; null for accounts created by social sign-in only. */
  passwordHash: text('password_hash'),
  isVerified: boolean('is_verified').notNull().default(false),
  /** Brand the account was created on. */
  projectType: text('project_type').$type<BrandKey>(),
  firstName: text('first_name'),
  lastName: text('last_name'),
  phoneNumber: text('phone_number'),
  addressLine1: text('address_line_1'),
  addressLine2: text('address_line_2'),
  country: text('country'),
  city: text('city'),
  province: text('province'),
  postalCode: text('postal_code'),
  age: integer('age'),
  height: doublePrecision('height'),
  heightMeasurement: text('height_measurement').$type<'cm' | 'in'>(),
  weight: doublePrecision('weight'),
  weightMeasurement: text('weight_measurement').$type<'kg' | 'lb'>(),
  biologicalSex: text('biological_sex').$type<'male' | 'female' | 'intersex'>(),
  /** Onboarding's last question; free text the app only displays. */
  location: text('location'),
  passwordChangedAt: at('password_changed_at'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * Opaque refresh tokens, stored as sha256 hashes. Every sign-in starts a family; each refresh
 * marks the token used and issues the next one in the same family. A used or revoked token
 * that comes back means it was copied, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    /** Absolute end of the family (sign-in + 30 days); rotation never extends it. */
    familyExpiresAt: at('family_expires_at').notNull(),
    usedAt: at('used_at'),
    revokedAt: at('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

export type OneTimeCodePurpose = 'verify_account' | 'login' | 'reset_password' | 'delete_account';

/** Emailed six-digit codes, stored as keyed hashes; only the newest of a purpose is live. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<OneTimeCodePurpose>().notNull(),
    codeHash: text('code_hash').notNull(),
    /** Wrong tries so far; the code is void at the limit. */
    attempts: integer('attempts').notNull().default(0),
    expiresAt: at('expires_at').notNull(),
    /** Set when used, replaced by a newer code, or voided by too many wrong tries. */
    consumedAt: at('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt)],
);

/** Single-use tokens that verify-reset-password-otp hands out for reset-password. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId)],
);

/** A social account (provider + its subject id) linked to one of our users. */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    /** The verified email the provider vouched for when the link was made. */
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('user_identities_provider_subject_idx').on(t.provider, t.subject),
    index('user_identities_user_idx').on(t.userId),
  ],
);

/** X (OAuth 1.0a) request tokens between request-X-token and the sign-in that uses them. */
export const oauthRequestTokens = pgTable('oauth_request_tokens', {
  token: text('token').primaryKey(),
  secret: text('secret').notNull(),
  expiresAt: at('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * Marketing-email preferences per address, account or not. `emailHash` is the i_hash of the
 * emailed manage-communications link (an HMAC of the address), so the link needs no login.
 */
export const communicationPreferences = pgTable('communication_preferences', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  emailHash: text('email_hash').notNull().unique(),
  /** Topics still received; empty = unsubscribed from all marketing email. */
  topics: jsonb('topics').$type<string[]>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
