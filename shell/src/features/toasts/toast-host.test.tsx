/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { bus } from '@site/event-bus';
import { ToastHost } from './toast-host';
import { shellToastOptions } from './toast-options';

describe('toasts', () => {
  it('use the app-shell settings of spec §9', () => {
    expect(shellToastOptions).toMatchObject({
      autoClose: 3000,
      closeOnClick: true,
      pauseOnHover: true,
      pauseOnFocusLoss: true,
      limit: 2,
    });
    expect(shellToastOptions.position.startsWith('top')).toBe(true);
  });

  it('shows a toast requested on the bus, and unsubscribes on unmount', async () => {
    const view = render(<ToastHost />);
    act(() => bus.emit('toast.requested', { message: 'Added to cart', kind: 'success' }));
    expect(await screen.findByText('Added to cart')).toBeTruthy();
    view.unmount();
    expect(bus.listenerCount('toast.requested')).toBe(0);
  });
});
