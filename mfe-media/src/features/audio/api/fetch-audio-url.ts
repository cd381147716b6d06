/** Where the podcast API lives; same origin by default (spec §7.2: `{host}/api/podcasts/{id}`). */
export const PODCASTS_API = '/api/podcasts';

/**
 * Asks the podcast API for an episode's audio URL. Any failure (network, status,
 * a body without `payload.audioUrl`) rejects; the machine turns that into the
 * console warning of spec §8.
 */
export async function fetchAudioUrl(
  podcastId: string,
  signal?: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<string> {
  const response = await fetchImpl(`${PODCASTS_API}/${encodeURIComponent(podcastId)}`, {
    headers: { Accept: 'application/json' },
    ...(signal ? { signal } : {}),
  });
  if (!response.ok) throw new Error(`podcast ${podcastId}: HTTP ${response.status}`);
  const body = (await response.json()) as { payload?: { audioUrl?: unknown } } | null;
  const audioUrl = body?.payload?.audioUrl;
  if (typeof audioUrl !== 'string' || audioUrl === '')
    throw new Error(`podcast ${podcastId}: no audio URL`);
  return audioUrl;
}
