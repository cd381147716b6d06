/*
 * The generic JSON helper (spec §7.6). A call goes to the product API's host plus a path the caller
 * gives; GET is the default, and other methods send a JSON body. The parsed answer goes to a
 * success callback, a failure (network, an unreadable answer, or an HTTP error) to an error callback,
 * and the failure is also kept as the client's last error (spec §8). While a call is in flight the
 * client is busy; components subscribe to follow the flag.
 */

export type JsonMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const METHODS: readonly string[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

export type JsonFailureKind = 'network' | 'parse' | 'http' | 'aborted';

/** Why a call failed. `body` is the parsed JSON of an HTTP error answer, when it had one. */
export class JsonCallError extends Error {
  constructor(
    message: string,
    readonly kind: JsonFailureKind,
    readonly status: number | null = null,
    readonly body: unknown = null,
  ) {
    super(message);
    this.name = 'JsonCallError';
  }
}

export interface JsonCall<T> {
  /** A path on the API host: starts with one `/`, no scheme, no `//`, no `..` segment. */
  path: string;
  method?: JsonMethod;
  /** Sent as JSON with methods other than GET; a GET with a body is refused before any request. */
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  onSuccess?: (data: T, status: number) => void;
  onError?: (error: JsonCallError) => void;
}

export interface JsonClientState {
  busy: boolean;
  lastError: JsonCallError | null;
}

export interface JsonClient {
  readonly state: JsonClientState;
  /** Resolves with the parsed answer, or rejects with a JsonCallError (after onError has run). */
  call<T = unknown>(call: JsonCall<T>): Promise<T>;
  /** Called on every change of busy or lastError; returns the unsubscribe function. */
  subscribe(listener: (state: JsonClientState) => void): () => void;
}

type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface JsonClientOptions {
  /** The product API's origin, e.g. `https://api.example.org`; empty (the default) means this site's origin. */
  host?: string;
  fetch?: FetchLike;
}

/** The host injected at build time (`PRODUCT_API_HOST`), or this site's origin when unset. */
export function productApiHost(): string {
  try {
    // A remote's build replaces the whole expression (packages/mf-config's DefinePlugin);
    // a page without it has no `process`, and means this site's origin.
    return process.env.PRODUCT_API_HOST || '';
  } catch {
    return '';
  }
}

function checkHost(host: string): string {
  if (host === '') return '';
  let url: URL;
  try {
    url = new URL(host);
  } catch {
    throw new Error(`The product API host "${host}" is not an absolute URL.`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`The product API host "${host}" must be http(s).`);
  if (url.pathname !== '/' || url.search || url.hash)
    throw new Error(`The product API host "${host}" must be an origin only, with no path.`);
  return url.origin;
}

/** Null when the path is fit to append to the host, else why not. */
export function pathProblem(path: string): string | null {
  if (typeof path !== 'string' || !path.startsWith('/')) return 'The path must start with "/".';
  if (path.startsWith('//') || path.includes('\\')) return 'The path must stay on the API host.';
  // Control characters and spaces are refused; percent-encode what a path needs.
  // eslint-disable-next-line no-control-regex -- the control characters are what is matched
  if (/[\u0000-\u0020\u007f]/.test(path)) return 'The path holds spaces or control characters.';
  const pathname = path.split(/[?#]/)[0] ?? '';
  if (pathname.split('/').some((s) => s === '..' || s.toLowerCase() === '%2e%2e'))
    return 'The path must not climb with "..".';
  return null;
}

export function createJsonClient(options: JsonClientOptions = {}): JsonClient {
  const host = checkHost(options.host ?? productApiHost());
  const doFetch: FetchLike = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const listeners = new Set<(state: JsonClientState) => void>();
  let inFlight = 0;
  let state: JsonClientState = { busy: false, lastError: null };
  const update = (next: Partial<JsonClientState>) => {
    state = { ...state, ...next };
    for (const listener of [...listeners]) listener(state);
  };

  async function send<T>(call: JsonCall<T>): Promise<{ data: T; status: number }> {
    const method = (call.method ?? 'GET').toUpperCase();
    if (!METHODS.includes(method))
      throw new JsonCallError(`The method ${method} is not one the helper sends.`, 'network');
    const problem = pathProblem(call.path);
    if (problem) throw new JsonCallError(problem, 'network');
    if (method === 'GET' && call.body !== undefined)
      throw new JsonCallError('A GET call carries no body; put parameters in the path.', 'network');
    const headers: Record<string, string> = { Accept: 'application/json', ...call.headers };
    const init: RequestInit = { method, headers, signal: call.signal };
    if (method !== 'GET' && call.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(call.body);
    }
    let response: Response;
    try {
      response = await doFetch(host + call.path, init);
    } catch (error) {
      const aborted = call.signal?.aborted === true;
      throw new JsonCallError(
        aborted
          ? 'The call was cancelled.'
          : 'The server could not be reached. Check your connection and try again.',
        aborted ? 'aborted' : 'network',
        null,
        aborted ? null : String(error),
      );
    }
    const text = await response.text().catch(() => null);
    let parsed: unknown = null;
    let parseFailed = text === null;
    if (text !== null && text !== '') {
      try {
        parsed = JSON.parse(text);
      } catch {
        parseFailed = true;
      }
    }
    if (!response.ok) {
      const message =
        typeof (parsed as { message?: unknown })?.message === 'string'
          ? (parsed as { message: string }).message
          : `The server answered ${response.status}.`;
      throw new JsonCallError(message, 'http', response.status, parsed);
    }
    if (parseFailed)
      throw new JsonCallError(
        'The server sent an answer that is not JSON.',
        'parse',
        response.status,
      );
    return { data: parsed as T, status: response.status };
  }

  return {
    get state() {
      return state;
    },
    async call<T>(call: JsonCall<T>): Promise<T> {
      inFlight += 1;
      update({ busy: true });
      let outcome: { data: T; status: number } | JsonCallError;
      try {
        outcome = await send(call);
      } catch (caught) {
        outcome =
          caught instanceof JsonCallError ? caught : new JsonCallError(String(caught), 'network');
      }
      inFlight -= 1;
      // The callbacks run once the flag is down, so a callback that starts the next call sees it rise again.
      if (outcome instanceof JsonCallError) {
        update({ busy: inFlight > 0, lastError: outcome });
        call.onError?.(outcome);
        throw outcome;
      }
      update({ busy: inFlight > 0, lastError: null });
      call.onSuccess?.(outcome.data, outcome.status);
      return outcome.data;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}
