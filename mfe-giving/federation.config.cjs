// What mfe-giving offers the shell. Its only public surface.
module.exports = {
  name: 'giving',
  exposes: {
    './routes': './src/app/routes.ts',
    './DonationPopup': './src/features/donation-popup/components/donation-popup.tsx',
  },
};
