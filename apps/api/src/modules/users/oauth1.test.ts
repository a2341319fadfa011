import { describe, expect, it } from 'vitest';
import { oauth1Header, oauth1Signature, percentEncode } from './oauth1';

/** The worked example of X's "Creating a signature" documentation (RFC 5849 HMAC-SHA1). */
const documented = {
  method: 'POST',
  url: 'https://api.twitter.com/1.1/statuses/update.json?include_entities=true',
  form: { status: 'Hello Ladies + Gentlemen, a signed OAuth request!' },
  consumerKey: 'xvz1evFS4wEEPTGEFPHBog',
  consumerSecret: 'kAcSOqF21Fu85e7zjz7ZN2U4ZRhfV3WpwPAoE3Z7kBw',
  token: '370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb',
  tokenSecret: 'LswwdoUaIvS8ltyTt5jkRh4J50vUPVVHtR2YPi5kE',
  nonce: 'kYjzVBB8Y0ZFabxSWbWovY3uYSQ2pTgmZeNu2VS4cg',
  timestamp: '1318622958',
};

describe('OAuth 1.0a signing', () => {
  it('reproduces the documented signature byte for byte', () => {
    const signature = oauth1Signature(documented, {
      oauth_consumer_key: documented.consumerKey,
      oauth_nonce: documented.nonce,
      oauth_signature_method: 'HMAC-SHA1',
      oauth_timestamp: documented.timestamp,
      oauth_token: documented.token,
      oauth_version: '1.0',
    });
    expect(signature).toBe('hCtSmYh+iHYCEqBWrE7C7hYmtUk=');
  });

  it('builds the Authorization header with every value percent-encoded', () => {
    const header = oauth1Header(documented);
    expect(header.startsWith('OAuth ')).toBe(true);
    expect(header).toContain('oauth_signature="hCtSmYh%2BiHYCEqBWrE7C7hYmtUk%3D"');
    expect(header).toContain('oauth_token="370773112-GmHxMAgYyLbNEtIKZeRNFsMKPR9EyMZeS9weJAEb"');
  });

  it('percent-encodes the RFC 3986 reserved characters encodeURIComponent leaves alone', () => {
    expect(percentEncode("a!b*c'd(e)f ~-._")).toBe('a%21b%2Ac%27d%28e%29f%20~-._');
  });
});
