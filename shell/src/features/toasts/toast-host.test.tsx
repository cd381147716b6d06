/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { bus } from '@site/event-bus';
import { ToastHost } from './toast-host';
import { areaToastOptions, shellToastOptions } from './toast-options';

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

  it('give toasts raised with an area’s own options the library defaults of spec §9: 5000 ms, top-right, light, draggable at 80 %', () => {
    expect(areaToastOptions).toMatchObject({
      autoClose: 5000,
      position: 'top-right',
      theme: 'light',
      draggable: true,
      draggablePercent: 80,
    });
    expect(areaToastOptions.containerId).not.toBe(shellToastOptions.containerId);
  });

  it('puts a toast with options in the area container and one without in the shell container', async () => {
    const view = render(<ToastHost />);
    act(() => bus.emit('toast.requested', { message: 'Shell toast' }));
    act(() => bus.emit('toast.requested', { message: 'Area toast', kind: 'success', options: {} }));
    const shellToast = await screen.findByText('Shell toast');
    const areaToast = await screen.findByText('Area toast');
    expect(shellToast.closest('.Toastify__toast-container--top-center')).toBeTruthy();
    expect(areaToast.closest('.Toastify__toast-container--top-right')).toBeTruthy();
    view.unmount();
  });

  it('tells the visitor when the currency changes, and once per area when a remote cannot be loaded', async () => {
    const view = render(<ToastHost />);
    act(() => bus.emit('currency.changed', { currency: 'EUR' }));
    expect(await screen.findByText('Prices are now shown in EUR.')).toBeTruthy();
    act(() => {
      bus.emit('remote.failed', { remote: 'commerce', reason: 'x' });
      bus.emit('remote.failed', { remote: 'commerce', reason: 'y' });
    });
    expect(await screen.findAllByText(/The shop could not be loaded just now/)).toHaveLength(1);
    view.unmount();
    expect(bus.listenerCount('currency.changed')).toBe(0);
    expect(bus.listenerCount('remote.failed')).toBe(0);
  });
});
