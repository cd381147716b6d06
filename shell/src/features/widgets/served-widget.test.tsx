/** @jest-environment jsdom */
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { renderWithServerWidgets } from '@site/widgets';
import { ServedWidget } from './served-widget';
import { resetWidgetsMayLoad } from './deferred-start';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Like commerce's cart button: the same first render on the server and in the browser.
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((c) => c + 1)}>
      Cart, {count} items
    </button>
  );
}

let arrive: (mod: unknown) => void = () => {};
const loadWidget = jest.fn(() => new Promise((resolve) => (arrive = resolve)));
jest.mock('../../app/federation/remotes', () => ({
  loadWidget: () => loadWidget(),
  isFallback: (mod: { __fallback?: boolean }) => mod.__fallback === true,
}));

const tree = <ServedWidget remote="commerce" expose="CartButton" slot="widget-slot--cart" />;

function serve(): string {
  return renderWithServerWidgets(
    (remote, expose) => (remote === 'commerce' && expose === 'CartButton' ? Counter : undefined),
    () => renderToString(<MemoryRouter>{tree}</MemoryRouter>),
  );
}

async function hydrateServed() {
  const container = document.createElement('div');
  container.innerHTML = serve();
  document.body.append(container);
  const errors: unknown[] = [];
  const logged = jest.spyOn(console, 'error').mockImplementation((...args) => errors.push(args));
  await act(async () => {
    hydrateRoot(container, <MemoryRouter>{tree}</MemoryRouter>, {
      onRecoverableError: (error) => errors.push(error),
    });
  });
  return { container, errors, done: () => logged.mockRestore() };
}

describe('ServedWidget', () => {
  beforeEach(() => {
    resetWidgetsMayLoad();
    loadWidget.mockClear();
  });
  afterEach(() => (document.body.innerHTML = ''));

  it('renders the area’s server widget into the slot of the served HTML', () => {
    expect(serve().replace(/<!-- -->/g, '')).toMatch(
      /^<div class="widget-slot widget-slot--cart"><!--\$--><button type="button">Cart, 0 items<\/button><!--\/\$--><\/div>$/,
    );
  });

  it('renders nothing but the slot on a server without the widget', () => {
    const html = renderToString(<MemoryRouter>{tree}</MemoryRouter>);
    expect(html).toContain('<div class="widget-slot widget-slot--cart">');
    expect(html).not.toContain('<button');
  });

  it('keeps the served control until the visitor reaches for it, then hydrates it in place', async () => {
    const { container, errors, done } = await hydrateServed();
    const button = container.querySelector('button')!;
    // Dehydrated: shown, but its code is not asked for yet, and a press reaches no handler.
    expect(loadWidget).not.toHaveBeenCalled();
    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    });
    expect(loadWidget).toHaveBeenCalledTimes(1);
    await act(async () => arrive({ default: Counter }));
    // The same element, now live.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(button.textContent).toBe('Cart, 1 items');
    done();
    expect(errors).toEqual([]);
  });

  it('presses a control pressed before it was hydrated once it is, exactly once', async () => {
    const { container, errors, done } = await hydrateServed();
    const button = container.querySelector('button')!;
    await act(async () => button.click());
    expect(button.textContent).toBe('Cart, 0 items');
    expect(loadWidget).toHaveBeenCalledTimes(1);
    await act(async () => arrive({ default: Counter }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(button.textContent).toBe('Cart, 1 items');
    await act(async () => button.click());
    expect(button.textContent).toBe('Cart, 2 items');
    done();
    expect(errors).toEqual([]);
  });

  it('does not press again a control React hydrated in time for the press', async () => {
    const { container, errors, done } = await hydrateServed();
    const button = container.querySelector('button')!;
    await act(async () => button.dispatchEvent(new Event('pointerdown', { bubbles: true })));
    await act(async () => arrive({ default: Counter }));
    await act(async () => button.click());
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    expect(button.textContent).toBe('Cart, 1 items');
    done();
    expect(errors).toEqual([]);
  });

  it('leaves the served control in place when its area is down', async () => {
    const { container, errors, done } = await hydrateServed();
    await act(async () => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await act(async () => arrive({ __fallback: true }));
    expect(container.querySelector('button')?.textContent).toBe('Cart, 0 items');
    done();
    expect(errors).toEqual([]);
  });
});
