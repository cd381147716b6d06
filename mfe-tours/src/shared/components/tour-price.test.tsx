/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { appState } from '@site/app-state';
import { ChargedInNote, TourPrice } from './tour-price';
import { testRate as rate } from '@site/contracts/test-rates';

const RATES = [rate('GBP', 1), rate('USD', 1.27), rate('EUR', 1.16)];

afterEach(() => appState.setState({ currency: undefined }));

describe('tour prices', () => {
  it('show the tour’s own price, and the visitor’s currency as an approximate figure', () => {
    appState.setState({ currency: 'EUR' });
    const { container } = render(<TourPrice amount={2490} rates={RATES} />);
    expect(container.textContent).toBe('US$2,490.00 (about €2,274, approximate)');
  });

  it('add nothing when the visitor’s currency is the tour’s, none is chosen, or there is no rate', () => {
    appState.setState({ currency: 'USD' });
    expect(render(<TourPrice amount={2490} rates={RATES} />).container.textContent).toBe(
      'US$2,490.00',
    );
    appState.setState({ currency: undefined });
    expect(render(<TourPrice amount={2490} rates={RATES} />).container.textContent).toBe(
      'US$2,490.00',
    );
    appState.setState({ currency: 'NZD' });
    expect(render(<TourPrice amount={2490} rates={RATES} />).container.textContent).toBe(
      'US$2,490.00',
    );
  });

  it('prerender without the approximate figure, so the HTML is the same for every visitor', () => {
    appState.setState({ currency: 'EUR' });
    expect(renderToString(<TourPrice amount={2490} rates={RATES} />)).toBe('US$2,490.00');
  });

  it('say before paying that the card is charged in the tour’s currency', () => {
    appState.setState({ currency: 'GBP' });
    const { container } = render(<ChargedInNote amount={500} currency="USD" rates={RATES} />);
    expect(container.textContent).toBe(
      'Tours are charged in US dollars (USD): your card is charged US$500.00 now (about £394, approximate). Your bank converts it at its own rate.',
    );
  });
});
