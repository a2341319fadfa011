import { createHmac, randomBytes } from 'node:crypto';

/** RFC 3986 percent-encoding, as OAuth 1.0a requires (stricter than encodeURIComponent). */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export interface OAuth1Request {
  method: string;
  /** The URL; its query parameters are signed too. */
  url: string;
  /** Form body parameters (application/x-www-form-urlencoded), signed too. */
  form?: Record<string, string>;
  consumerKey: string;
  consumerSecret: string;
  token?: string;
  tokenSecret?: string;
  /** Extra oauth_* parameters such as oauth_callback or oauth_verifier. */
  oauthParams?: Record<string, string>;
  /** Fixed in tests; random and current otherwise. */
  nonce?: string;
  timestamp?: string;
}

/** The HMAC-SHA1 signature of RFC 5849 §3.4 over method, base URL and all parameters. */
export function oauth1Signature(
  request: Omit<OAuth1Request, 'oauthParams' | 'nonce' | 'timestamp'>,
  oauthParams: Record<string, string>,
): string {
  const url = new URL(request.url);
  const pairs: [string, string][] = [
    ...[...url.searchParams.entries()],
    ...Object.entries(request.form ?? {}),
    ...Object.entries(oauthParams),
  ].map(([key, value]) => [percentEncode(key), percentEncode(value)]);
  pairs.sort(([ak, av], [bk, bv]) => (ak === bk ? (av < bv ? -1 : 1) : ak < bk ? -1 : 1));
  const parameterString = pairs.map(([key, value]) => `${key}=${value}`).join('&');
  // URL already lower-cases scheme and host and drops a default port, as §3.4.1.2 asks.
  const baseUrl = `${url.origin}${url.pathname}`;
  const base = [
    request.method.toUpperCase(),
    percentEncode(baseUrl),
    percentEncode(parameterString),
  ].join('&');
  const key = `${percentEncode(request.consumerSecret)}&${percentEncode(request.tokenSecret ?? '')}`;
  return createHmac('sha1', key).update(base).digest('base64');
}

/** The `Authorization: OAuth …` header of a signed request. */
export function oauth1Header(request: OAuth1Request): string {
  const oauthParams: Record<string, string> = {
    oauth_consumer_key: request.consumerKey,
    oauth_nonce: request.nonce ?? randomBytes(16).toString('hex'),
    oauth_signature_method: 'HMAC-SHA1',
    oauth_timestamp: request.timestamp ?? String(Math.floor(Date.now() / 1000)),
    oauth_version: '1.0',
    ...(request.token ? { oauth_token: request.token } : {}),
    ...request.oauthParams,
  };
  const signature = oauth1Signature(request, oauthParams);
  const header = Object.entries({ ...oauthParams, oauth_signature: signature })
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([key, value]) => `${percentEncode(key)}="${percentEncode(value)}"`)
    .join(', ');
  return `OAuth ${header}`;
}
