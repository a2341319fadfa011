/**
 * The one database schema, one file per domain under schema/. Migrations in ../../drizzle are
 * generated from it with `npm run db:generate -w @mhp/api` and applied at start-up, on PGlite
 * and Postgres alike.
 */
export type { BrandKey } from './schema/columns';
export * from './schema/mail';
export * from './schema/catalogue';
export * from './schema/geography';
export * from './schema/content';
export * from './schema/contact';
export * from './schema/cart';
export * from './schema/orders';
export * from './schema/users';
export * from './schema/varicocele';
export * from './schema/chat';
export * from './schema/health';
export * from './schema/ab-test';
