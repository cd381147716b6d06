/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { AreaWidget, provideWidgetLoader } from './index';

const Cards = ({ handles }: { handles: string[] }) => <p>cards for {handles.join(', ')}</p>;
const Broken = (): never => {
  throw new Error('boom');
};

describe('AreaWidget', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders only the fallback on the server, so prerendered HTML and hydration match', () => {
    provideWidgetLoader(async () => ({ default: Cards }));
    const html = renderToString(
      <AreaWidget
        remote="commerce"
        expose="ProductCards"
        props={{ handles: ['a'] }}
        fallback={<span>shop links</span>}
        className="slot"
      />,
    );
    expect(html).toBe('<div class="slot"><span>shop links</span></div>');
  });

  it('loads the widget through the shell’s loader and passes it the props', async () => {
    const asked: string[] = [];
    provideWidgetLoader(
      async (remote, expose) => (asked.push(`${remote}/${expose}`), { default: Cards }),
    );
    render(
      <AreaWidget
        remote="commerce"
        expose="ProductCards"
        props={{ handles: ['season-1-dvd', 'mug'] }}
      />,
    );
    expect(await screen.findByText('cards for season-1-dvd, mug')).toBeTruthy();
    expect(asked).toEqual(['commerce/ProductCards']);
  });

  it('keeps the fallback when the area is down, the loader fails or the widget throws', async () => {
    for (const loader of [
      async () => null,
      () => Promise.reject(new Error('offline')),
      async () => ({ default: Broken }),
    ]) {
      provideWidgetLoader(loader);
      const view = render(
        <AreaWidget
          remote="commerce"
          expose="ProductCards"
          props={{}}
          fallback={<span>see the shop</span>}
        />,
      );
      expect(await screen.findByText('see the shop')).toBeTruthy();
      view.unmount();
    }
  });
});
