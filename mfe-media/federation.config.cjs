// What mfe-media offers the shell. Its only public surface.
module.exports = {
  name: 'media',
  exposes: {
    './routes': './src/app/routes.ts',
    './AudioPlayer': './src/features/audio/components/audio-player.tsx',
  },
};
