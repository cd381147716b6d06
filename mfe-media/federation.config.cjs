// What mfe-media offers the shell. Its only public surface.
module.exports = {
  name: 'media',
  // Published beside the remote entry: answers "Play episode" before the app is live (issue 29).
  island: './src/islands/play.ts',
  exposes: {
    './routes': './src/app/routes.ts',
    './AudioPlayer': './src/features/audio/components/audio-player.tsx',
  },
  // A build hint, not an API: a play button on these pages loads the AudioPlayer, so a page of them
  // prefetches its files with its own after load (route-chunks.json, issue 29).
  wakes: {
    'media.podcast': ['AudioPlayer'],
    'media.podcastItem': ['AudioPlayer'],
  },
};
