import * as prismic from '@prismicio/client';

import type { AllDocumentTypes } from './generated/prismic-types';

export interface ContentEnv {
  PRISMIC_ENDPOINT?: string;
  PRISMIC_ACCESS_TOKEN?: string;
  PORT?: string;
}

export interface ContentClientOptions extends prismic.ClientConfig {
  /** Content API endpoint; overrides `PRISMIC_ENDPOINT`. */
  endpoint?: string;
  /** Variables to read instead of `process.env` (tests, or a browser build's injected values). */
  env?: ContentEnv;
}

/** The name used when the endpoint is not a hosted Prismic repository (e.g. the embedded server). */
export const LOCAL_REPOSITORY_NAME = 'history-and-faith';

/**
 * Reads each variable by its literal name so bundlers can inline it; in a browser without a
 * `process` object the access throws and nothing is configured.
 */
function processEnv(): ContentEnv {
  try {
    return {
      PRISMIC_ENDPOINT: process.env.PRISMIC_ENDPOINT,
      PRISMIC_ACCESS_TOKEN: process.env.PRISMIC_ACCESS_TOKEN,
      PORT: process.env.PORT,
    };
  } catch {
    return {};
  }
}

/** `PRISMIC_ENDPOINT`, else this page's origin in a browser, else the local site server. */
export function contentEndpoint(env: ContentEnv = processEnv()): string {
  if (env.PRISMIC_ENDPOINT) return env.PRISMIC_ENDPOINT;
  const origin = typeof globalThis.location === 'object' ? globalThis.location.origin : undefined;
  if (origin && /^https?:/.test(origin)) return `${origin}/cms/api/v2`;
  return `http://localhost:${env.PORT || 3000}/cms/api/v2`;
}

/** A @prismicio/client configured from the environment; works at build time (Node) and in browsers. */
export function createClient(options: ContentClientOptions = {}): prismic.Client<AllDocumentTypes> {
  const { endpoint: explicit, env: givenEnv, ...config } = options;
  const env = givenEnv ?? processEnv();
  const endpoint = explicit ?? contentEndpoint(env);
  if (!prismic.isRepositoryEndpoint(endpoint)) {
    throw new Error(
      `PRISMIC_ENDPOINT must be an absolute URL such as http://localhost:3000/cms/api/v2, got "${endpoint}"`,
    );
  }
  let repositoryName = LOCAL_REPOSITORY_NAME;
  try {
    repositoryName = prismic.getRepositoryName(endpoint);
  } catch {
    // Not a *.prismic.io endpoint: the embedded server. Passing a name avoids the client's warning.
  }
  return prismic.createClient<AllDocumentTypes>(repositoryName, {
    documentAPIEndpoint: endpoint,
    accessToken: env.PRISMIC_ACCESS_TOKEN || undefined,
    ...config,
  });
}
