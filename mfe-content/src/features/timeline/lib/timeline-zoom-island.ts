import type { ZoomLevel } from './timeline-layout';

// What the timeline's zoom island (islands/timeline-zoom.ts) and the page agree on
// (@site/contracts/islands): the key its answer is kept under, and its templates' names.

/** The zoom level the island drew before the app was live. */
export const TIMELINE_ZOOM = 'content:timeline-zoom';
/** The build's template of the axis, as first drawn, at `level`. */
export const zoomTemplateName = (level: ZoomLevel) => `timeline-zoom-${level}`;
