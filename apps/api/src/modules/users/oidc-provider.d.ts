/**
 * The few parts of `oidc-provider` (a devDependency without type declarations) that the
 * social-login tests use to run a real OpenID provider locally.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Interaction {
    uid: string;
    params: Record<string, string | undefined>;
    prompt: { name: string };
  }

  export interface Grant {
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<Interaction>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      options?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    Grant: new (properties: { accountId: string; clientId: string }) => Grant;
    /** Client metadata validation; `invalidate` may be relaxed for local tests. */
    Client: {
      Schema: {
        prototype: { invalidate(message: string, code?: string): void };
      };
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
