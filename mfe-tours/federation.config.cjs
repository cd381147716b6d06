// What mfe-tours offers the shell. Its only public surface.
module.exports = {
  name: 'tours',
  // Published beside the remote entry: answers the booking's Continue before the app is live (issue 29).
  island: './src/islands/booking-hold.ts',
  exposes: {
    './routes': './src/app/routes.ts',
  },
};
