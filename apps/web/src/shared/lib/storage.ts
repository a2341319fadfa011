/** A value that survives JSON.stringify / JSON.parse unchanged. */
export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * Every local-storage key the app uses (spec section 9) and the type stored under it.
 * Tokens and the checkout id are kept as raw strings, as the API hands them out.
 */
export interface StoredValues {
  access: string;
  refresh: string;
  checkoutId: string;
  /** The signed-in user as last fetched; typed from the contract once the users routes land. */
  user: JsonValue;
  /** The visitor has subscribed (or dismissed the subscription popup). */
  subscribed: boolean;
  /** Random id of this browser for A/B assignment (never tied to an account). */
  abVisitor: string;
  /**
   * `abVisitor` travels in the `ab_visitor` cookie (ADR 020): pages are rendered for it. An
   * `abVisitor` without this flag was kept from before the cookie existed (visitor-id.ts).
   */
  abVisitorInCookie: boolean;
  /** When the subscription popup was last closed without subscribing (ISO time). */
  subscribePopupDismissedAt: string;
  /** The last A/B answers per page, shown at once on the next visit (ADR 019). */
  abContent: JsonValue;
}
export type StorageKey = keyof StoredValues;

interface Codec<T> {
  encode(value: T): string;
  /** Returns undefined when the stored text is not a valid value. */
  decode(text: string): T | undefined;
}

const text: Codec<string> = {
  encode: (value) => value,
  decode: (stored) => stored,
};
const json: Codec<JsonValue> = {
  encode: (value) => JSON.stringify(value),
  decode: (stored) => {
    try {
      return JSON.parse(stored) as JsonValue;
    } catch {
      return undefined;
    }
  },
};
const flag: Codec<boolean> = {
  encode: (value) => String(value),
  decode: (stored) => (stored === 'true' ? true : stored === 'false' ? false : undefined),
};

const codecs: { [K in StorageKey]: Codec<StoredValues[K]> } = {
  access: text,
  refresh: text,
  checkoutId: text,
  user: json,
  subscribed: flag,
  abVisitor: text,
  abVisitorInCookie: flag,
  subscribePopupDismissedAt: text,
  abContent: json,
};

export interface TypedStorage {
  get<K extends StorageKey>(key: K): StoredValues[K] | null;
  set<K extends StorageKey>(key: K, value: StoredValues[K]): void;
  remove(key: StorageKey): void;
}

/**
 * Typed access to local storage that never throws. Reading `localStorage` throws when the
 * browser blocks storage (disabled cookies, some sandboxed frames) and writing throws when the
 * quota is full; then values are kept in memory for the life of the page, so a sign-in still
 * works until the tab is closed.
 *
 * @param resolve returns the backing store; called on every access so tests can swap it.
 */
export function createTypedStorage(
  resolve: () => Storage | undefined = () => globalThis.localStorage,
): TypedStorage {
  const memory = new Map<StorageKey, string>();

  function backend(): Storage | undefined {
    try {
      return resolve();
    } catch {
      return undefined;
    }
  }

  function read(key: StorageKey): string | null {
    if (memory.has(key)) return memory.get(key) ?? null;
    try {
      return backend()?.getItem(key) ?? null;
    } catch {
      return null;
    }
  }

  return {
    get(key) {
      const stored = read(key);
      if (stored === null) return null;
      return codecs[key].decode(stored) ?? null;
    },
    set(key, value) {
      const encoded = codecs[key].encode(value);
      try {
        const store = backend();
        if (!store) throw new Error('Storage unavailable');
        store.setItem(key, encoded);
        memory.delete(key);
      } catch {
        memory.set(key, encoded);
      }
    },
    remove(key) {
      memory.delete(key);
      try {
        backend()?.removeItem(key);
      } catch {
        // Nothing stored there that could be read back.
      }
    },
  };
}

/** The app's local storage. */
export const storage = createTypedStorage();

/**
 * This tab's session storage, for state that must outlive a redirect but not the tab (a
 * sign-in under way at a provider, the order a thank-you page shows); null when the browser
 * refuses storage (privacy modes, sandboxed frames).
 */
export function sessionStore(): Storage | null {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}
