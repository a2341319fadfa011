/** The parts of an OpenID provider's discovery document the API reads. */
export interface DiscoveryDocument {
  issuer: string;
  jwks_uri?: string;
  authorization_endpoint?: string;
}

/**
 * Fetches `{issuer}/.well-known/openid-configuration` and checks it is the issuer's own
 * (OpenID Connect Discovery §4.3). Throws when it cannot be fetched or does not match.
 */
export async function fetchDiscoveryDocument(
  issuer: string,
  timeoutMs: number,
): Promise<DiscoveryDocument> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`, {
    signal: AbortSignal.timeout(timeoutMs),
  });
  if (!response.ok) throw new Error(`discovery answered ${response.status}`);
  const document = (await response.json()) as Partial<Record<keyof DiscoveryDocument, unknown>>;
  if (document.issuer !== issuer) {
    throw new Error('discovery document does not match the configured issuer');
  }
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    issuer,
    jwks_uri: text(document.jwks_uri),
    authorization_endpoint: text(document.authorization_endpoint),
  };
}
