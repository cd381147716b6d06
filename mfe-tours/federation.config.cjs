// What mfe-tours offers the shell. Its only public surface.
module.exports = {
  name: 'tours',
  exposes: {
    './routes': './src/app/routes.ts',
  },
};
