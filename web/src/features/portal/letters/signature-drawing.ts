import {
  SIGNATURE_IMAGE_MAX_BYTES,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
  SIGNATURE_MIN_HEIGHT,
  SIGNATURE_MIN_WIDTH,
} from '@validation/signature-image';

/*
 * A drawn signature as strokes (points in the pad's CSS pixels) and as the PNG the API takes
 * (validation/signature-image.ts): cropped to the ink, drawn at twice the pad's scale for a sharp
 * PDF, and kept within the pixel and byte limits.
 */

export interface Point {
  x: number;
  y: number;
}

export type Stroke = Point[];

const INK = '#0b1f33';
const LINE_WIDTH = 2.5;
/** Blank space kept around the ink, in CSS pixels, so that the round line ends are not cut. */
const MARGIN = 8;
/** Twice the pad's scale first; once if that PNG were over the byte limit. */
const EXPORT_SCALES = [2, 1];

/** One stroke with round ends and joins; a tap (a single point) is a dot. */
export function drawStroke(context: CanvasRenderingContext2D, stroke: Stroke) {
  const [first, ...rest] = stroke;
  if (!first) return;
  context.strokeStyle = INK;
  context.fillStyle = INK;
  context.lineWidth = LINE_WIDTH;
  context.lineCap = 'round';
  context.lineJoin = 'round';
  context.beginPath();
  if (rest.length === 0) {
    context.arc(first.x, first.y, LINE_WIDTH / 2, 0, Math.PI * 2);
    context.fill();
    return;
  }
  context.moveTo(first.x, first.y);
  for (const point of rest) context.lineTo(point.x, point.y);
  context.stroke();
}

/** The exported image's pixel size and the transform that puts the strokes' ink in its middle. */
export function exportFrame(strokes: readonly Stroke[], preferredScale: number) {
  const points = strokes.flat();
  const xs = points.map((point) => point.x);
  const ys = points.map((point) => point.y);
  const left = Math.min(...xs) - MARGIN;
  const top = Math.min(...ys) - MARGIN;
  const inkWidth = Math.max(...xs) + MARGIN - left;
  const inkHeight = Math.max(...ys) + MARGIN - top;
  const scale = Math.min(preferredScale, SIGNATURE_MAX_WIDTH / inkWidth, SIGNATURE_MAX_HEIGHT / inkHeight);
  const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));
  // A short mark (an initial, a dot) is padded up to the smallest size the API takes.
  const width = clamp(Math.ceil(inkWidth * scale), SIGNATURE_MIN_WIDTH, SIGNATURE_MAX_WIDTH);
  const height = clamp(Math.ceil(inkHeight * scale), SIGNATURE_MIN_HEIGHT, SIGNATURE_MAX_HEIGHT);
  return {
    width,
    height,
    scale,
    dx: (width - inkWidth * scale) / 2 - left * scale,
    dy: (height - inkHeight * scale) / 2 - top * scale,
  };
}

const bytesOf = (dataUrl: string) => Math.floor(((dataUrl.length - dataUrl.indexOf(',') - 1) * 3) / 4);

/**
 * Where the strokes become a PNG data URL. An object, so that tests can stand in for it: jsdom
 * has no canvas to draw on.
 */
export const signatureImage = {
  render(strokes: readonly Stroke[]): string | null {
    if (strokes.length === 0) return null;
    let image: string | null = null;
    for (const preferredScale of EXPORT_SCALES) {
      const frame = exportFrame(strokes, preferredScale);
      const canvas = document.createElement('canvas');
      canvas.width = frame.width;
      canvas.height = frame.height;
      const context = canvas.getContext('2d');
      if (!context) return null;
      context.setTransform(frame.scale, 0, 0, frame.scale, frame.dx, frame.dy);
      for (const stroke of strokes) drawStroke(context, stroke);
      image = canvas.toDataURL('image/png');
      if (bytesOf(image) <= SIGNATURE_IMAGE_MAX_BYTES) break;
    }
    // Still too large at the smaller scale (a page scribbled full): the form says so, from the shared rule.
    return image;
  },
};
