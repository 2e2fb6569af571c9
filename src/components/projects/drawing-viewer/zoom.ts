/**
 * The drawing viewer's zoom: a factor of the sheet's width fitted to the viewer (1 = 'Fit to
 * width', shown as 100 %), from 25 % to 400 %. The buttons and keys step through ZOOM_STEPS;
 * Ctrl + wheel and pinching zoom continuously between the same limits.
 */
export const ZOOM_MIN = 0.25;
export const ZOOM_MAX = 4;
export const ZOOM_STEPS = [0.25, 0.33, 0.5, 0.67, 0.75, 1, 1.25, 1.5, 2, 2.5, 3, 4] as const;

export const clampZoom = (zoom: number) => Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, zoom));

/** The next step up from `zoom` (or the largest). */
export const zoomIn = (zoom: number) => ZOOM_STEPS.find((step) => step > zoom + 0.005) ?? ZOOM_MAX;

/** The next step down from `zoom` (or the smallest). */
export const zoomOut = (zoom: number) => [...ZOOM_STEPS].reverse().find((step) => step < zoom - 0.005) ?? ZOOM_MIN;

export const formatZoom = (zoom: number) => `${Math.round(zoom * 100)} %`;
