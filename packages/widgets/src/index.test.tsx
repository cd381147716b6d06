/** @jest-environment jsdom */
import { act } from 'react';
import { render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { AreaWidget, provideWidgetLoader, renderWithServerWidgets } from './index';

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

describe('AreaWidget in the served HTML (prerender)', () => {
  const served = (handles: string[]) => (
    <AreaWidget
      remote="commerce"
      expose="ProductCards"
      props={{ handles }}
      fallback={<span>shop links</span>}
      className="slot"
      prerender
    />
  );
  const serve = (handles: string[]) =>
    renderWithServerWidgets(
      (remote, expose) => (remote === 'commerce' && expose === 'ProductCards' ? Cards : undefined),
      () => renderToString(served(handles)),
    );

  it('renders the area’s server widget into the HTML, in a Suspense boundary', () => {
    expect(serve(['a', 'b']).replace(/<!-- -->/g, '')).toBe(
      '<div class="slot"><!--$--><p>cards for a, b</p><!--/$--></div>',
    );
  });

  it('hydrates the served widget in place once its code is in, without a mismatch', async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    let arrive: (mod: { default: typeof Cards }) => void = () => {};
    provideWidgetLoader(() => new Promise((resolve) => (arrive = resolve)));
    const container = document.createElement('div');
    container.innerHTML = serve(['a']);
    const paragraph = container.querySelector('p');
    const errors: unknown[] = [];
    const logged = jest.spyOn(console, 'error').mockImplementation((...a) => errors.push(a));
    await act(async () => {
      hydrateRoot(container, served(['a']), { onRecoverableError: (e) => errors.push(e) });
    });
    // While the code loads, the served HTML stays as it was.
    expect(container.querySelector('p')).toBe(paragraph);
    await act(async () => arrive({ default: Cards }));
    expect(container.querySelector('p')).toBe(paragraph);
    expect(paragraph?.textContent).toBe('cards for a');
    logged.mockRestore();
    expect(errors).toEqual([]);
  });
});
