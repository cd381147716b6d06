import { fetchAudioUrl } from './fetch-audio-url';

function fakeFetch(status: number, body: unknown) {
  const calls: string[] = [];
  const impl = (async (url: string | URL | Request) => {
    calls.push(String(url));
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
  return { impl, calls };
}

describe('fetchAudioUrl', () => {
  it('reads payload.audioUrl from the podcast API', async () => {
    const { impl, calls } = fakeFetch(200, {
      payload: { audioUrl: '/api/podcasts/audio/a-v1.mp3' },
    });
    await expect(fetchAudioUrl('2407449', undefined, impl)).resolves.toBe(
      '/api/podcasts/audio/a-v1.mp3',
    );
    expect(calls).toEqual(['/api/podcasts/2407449']);
  });

  it('escapes the id', async () => {
    const { impl, calls } = fakeFetch(200, { payload: { audioUrl: '/a.mp3' } });
    await fetchAudioUrl('a/b', undefined, impl);
    expect(calls).toEqual(['/api/podcasts/a%2Fb']);
  });

  it('rejects on an error status', async () => {
    await expect(
      fetchAudioUrl('1', undefined, fakeFetch(404, { error: 'podcast_not_found' }).impl),
    ).rejects.toThrow('HTTP 404');
  });

  it('rejects a body without an audio URL', async () => {
    await expect(
      fetchAudioUrl('1', undefined, fakeFetch(200, { payload: {} }).impl),
    ).rejects.toThrow('no audio URL');
    await expect(fetchAudioUrl('1', undefined, fakeFetch(200, null).impl)).rejects.toThrow(
      'no audio URL',
    );
  });
});
