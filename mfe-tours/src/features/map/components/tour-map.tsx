import { useId, useState } from 'react';
import type { TourMap as TourMapData, TourMapPin } from '../../../shared/content/tour-view';
import './tour-map.css';

type Kind = TourMapPin['kind'];

export const KIND_LABELS: Record<Kind, string> = {
  main: 'Main tour',
  pre: 'Pre-tour extension',
  post: 'Post-tour extension',
};

/** A pin's marker, centred on 0,0: a circle for the main tour, a square before it, a triangle after. */
function Marker({ kind, size }: { kind: Kind; size: number }) {
  if (kind === 'pre')
    return <rect x={-size} y={-size} width={size * 2} height={size * 2} rx={size / 4} />;
  if (kind === 'post') {
    const h = size * 1.25;
    return <polygon points={`0,${-h} ${h},${h * 0.8} ${-h},${h * 0.8}`} />;
  }
  return <circle r={size} />;
}

/** The marker as a small inline picture, for the legend and the list. */
function Swatch({ kind }: { kind: Kind }) {
  return (
    <svg
      className={`tour-map-swatch tour-map-pin--${kind}`}
      viewBox="-12 -12 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false"
    >
      <Marker kind={kind} size={8} />
    </svg>
  );
}

/**
 * A tour's map, drawn at build time (features/map/build-map.ts): this component only places the
 * ready-made paths and pins. The picture is one image to assistive technology; the places are also
 * a list of buttons (name, description, which part of the tour), each of which highlights its pin.
 */
export function TourMap({ map, tourTitle }: { map: TourMapData; tourTitle: string }) {
  const uid = useId();
  const [selected, setSelected] = useState<number | null>(null);
  const kinds = (['main', 'pre', 'post'] as const).filter((k) =>
    map.pins.some((p) => p.kind === k),
  );
  const chosen = selected === null ? null : map.pins[selected];
  // The chosen pin is drawn last, on top of the others.
  const order = map.pins
    .map((_, i) => i)
    .sort((a, b) => (a === selected ? 1 : b === selected ? -1 : 0));
  const labelLeft = chosen ? chosen.x > map.width - 160 : false;

  return (
    <div className="tour-map">
      <figure className="tour-map-figure">
        <svg
          className="tour-map-svg"
          viewBox={`0 0 ${map.width} ${map.height}`}
          role="img"
          aria-labelledby={`${uid}-title`}
        >
          <title
            id={`${uid}-title`}
          >{`Map of ${tourTitle}: ${map.pins.length} places, ${map.pins.map((p) => p.name).join(', ')}`}</title>
          <rect className="tour-map-sea" width={map.width} height={map.height} />
          {map.land && <path className="tour-map-land" d={map.land} />}
          {map.borders && <path className="tour-map-borders" d={map.borders} />}
          {order.map((i) => {
            const pin = map.pins[i]!;
            return (
              <g
                key={i}
                className={`tour-map-pin tour-map-pin--${pin.kind}${i === selected ? ' is-selected' : ''}`}
                transform={`translate(${pin.x} ${pin.y})`}
              >
                <Marker kind={pin.kind} size={i === selected ? 13 : 9} />
              </g>
            );
          })}
          {chosen && (
            <text
              className="tour-map-label"
              x={chosen.x + (labelLeft ? -18 : 18)}
              y={chosen.y + 6}
              textAnchor={labelLeft ? 'end' : 'start'}
            >
              {chosen.name}
            </text>
          )}
        </svg>
        <figcaption className="tour-map-legend">
          <span className="visually-hidden">Legend: </span>
          <ul>
            {kinds.map((kind) => (
              <li key={kind}>
                <Swatch kind={kind} /> {KIND_LABELS[kind]}
              </li>
            ))}
          </ul>
        </figcaption>
      </figure>
      <div className="tour-map-places">
        <h3 id={`${uid}-places`}>Places on the map</h3>
        <ol aria-labelledby={`${uid}-places`}>
          {map.pins.map((pin, i) => (
            <li key={i}>
              <button
                type="button"
                className="tour-map-place"
                aria-pressed={i === selected}
                onClick={() => setSelected(i === selected ? null : i)}
              >
                <Swatch kind={pin.kind} />
                <span className="tour-map-place-text">
                  <span className="tour-map-place-name">{pin.name}</span>
                  {pin.kind !== 'main' && (
                    <span className="tour-map-place-kind"> ({KIND_LABELS[pin.kind]})</span>
                  )}
                  {pin.description && (
                    <span className="tour-map-place-description">{pin.description}</span>
                  )}
                </span>
              </button>
            </li>
          ))}
        </ol>
        <p className="visually-hidden" aria-live="polite">
          {chosen ? `${chosen.name} is highlighted on the map.` : ''}
        </p>
      </div>
    </div>
  );
}
