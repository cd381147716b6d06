/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Card } from './card';

describe('Card', () => {
  it('is an article named by its title, with a decorative picture and a body', () => {
    const { container } = render(
      <Card
        block="tours-card"
        className="tours-card tours-card--departed"
        titleId="t1"
        image={{ url: 'https://images.example/a.jpg', width: 800, height: 600, alt: 'Worms' }}
        sizes="50vw"
      >
        <h3 id="t1">Luther&apos;s Germany</h3>
      </Card>,
    );
    const card = screen.getByRole('article', { name: "Luther's Germany" });
    expect(card.className).toBe('tours-card tours-card--departed');
    const img = container.querySelector('img');
    expect(img?.className).toBe('tours-card-image');
    expect(img?.getAttribute('alt')).toBe('');
    expect(img?.getAttribute('sizes')).toBe('50vw');
    expect(card.lastElementChild?.className).toBe('tours-card-body');
  });

  it('has no picture without an image or with an empty one, and the block as its class', () => {
    const { container, rerender } = render(
      <Card block="giving-card" titleId="t2">
        <h4 id="t2">Tamil</h4>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Tamil' }).className).toBe('giving-card');
    rerender(
      <Card block="giving-card" titleId="t2" image={{ url: 'x', width: 0, height: 0, alt: '' }}>
        <h4 id="t2">Tamil</h4>
      </Card>,
    );
    expect(container.querySelector('img')).toBeNull();
  });
});
