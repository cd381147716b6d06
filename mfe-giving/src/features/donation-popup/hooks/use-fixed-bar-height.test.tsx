/** @jest-environment jsdom */
import { act, render } from '@testing-library/react';
import { useFixedBarHeight } from './use-fixed-bar-height';

function Probe() {
  return <output>{useFixedBarHeight('.audio-player')}</output>;
}

function addBar(height: number) {
  const bar = document.body.appendChild(document.createElement('section'));
  bar.className = 'audio-player';
  bar.getBoundingClientRect = () => ({ height }) as DOMRect;
  return bar;
}

const flush = () => act(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

describe('useFixedBarHeight', () => {
  it('is 0 without the bar, follows it when it comes, and drops to 0 when it goes', async () => {
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('0');
    const bar = addBar(120.4);
    await flush();
    expect(container.textContent).toBe('121');
    bar.remove();
    await flush();
    expect(container.textContent).toBe('0');
  });

  it('reads a bar that was already there', () => {
    const bar = addBar(88);
    const { container } = render(<Probe />);
    expect(container.textContent).toBe('88');
    bar.remove();
  });
});
