// Coordinate spaces: the grid a model's points are on, and how it lies over the screenshot. The
// conversion to screen pixels (and the refusal of a point off the grid) is done in one place, the
// episode core's `targetPoint` (tasks/episode.ts); this module only names the spaces and their sizes.
import { z } from 'zod';

/**
 * How a point action's `x`, `y` (and a swipe's `distance`) are read:
 * - `pixels`: screenshot pixels (0 <= x < width);
 * - `norm1000`: a 0-1000 grid over the screen (1000 is the far edge), UI-TARS v1's convention;
 * - `norm999`: a 0-999 grid (999 is the far edge), Qwen3-VL's convention;
 * - `{width, height}`: pixels of an image of that size that the screenshot was resized to (the
 *   `smart_resize`d image Qwen2.5-VL and UI-TARS-1.5 see, or the display size declared to a computer-use model).
 */
export const PointSpaceSchema = z.union([
  z.enum(['pixels', 'norm1000', 'norm999']),
  z.object({ width: z.number().int().min(1).max(100_000), height: z.number().int().min(1).max(100_000) }).strict(),
]);
export type PointSpace = z.infer<typeof PointSpaceSchema>;

/** A grid over the screen: its size, and whether its far edge (x = width) is on the grid. */
export interface Grid {
  width: number;
  height: number;
  /** true for the normalized grids (1000 is on the 0-1000 grid), false for pixel grids (x < width). */
  inclusive: boolean;
  /** How an error names it: "the 1080x2400 screen", "the 0-1000 grid". */
  name: string;
}

export function gridOf(space: PointSpace | undefined, screen: { width: number; height: number }): Grid {
  if (space === undefined || space === 'pixels') return { width: screen.width, height: screen.height, inclusive: false, name: `${screen.width}x${screen.height} screen` };
  if (space === 'norm1000') return { width: 1000, height: 1000, inclusive: true, name: '0-1000 grid' };
  if (space === 'norm999') return { width: 999, height: 999, inclusive: true, name: '0-999 grid' };
  return { width: space.width, height: space.height, inclusive: false, name: `${space.width}x${space.height} resized screenshot` };
}

/** Qwen2.5-VL's and UI-TARS-1.5's image processor defaults (factor 28; UI-TARS's min and max pixels). */
export const SMART_RESIZE_DEFAULTS: { factor: number; min_pixels: number; max_pixels: number } = { factor: 28, min_pixels: 100 * 28 * 28, max_pixels: 16384 * 28 * 28 };

/** Python's round(): halves go to the even neighbour (round(38.5) == 38), unlike Math.round. */
export function roundHalfEven(x: number): number {
  const floor = Math.floor(x);
  const diff = x - floor;
  if (diff < 0.5) return floor;
  if (diff > 0.5) return floor + 1;
  return floor % 2 === 0 ? floor : floor + 1;
}

/**
 * The size the Qwen2.5-VL image processor (and UI-TARS-1.5's parser) resizes an image to: both
 * sides multiples of `factor`, the area within [min_pixels, max_pixels], the aspect kept as near
 * as may be. Written after `smart_resize` in bytedance/UI-TARS codes/ui_tars/action_parser.py,
 * with Python's rounding of halves to even: 1080x2400 -> 1092x2408, 540x1200 -> 532x1204.
 */
export function smartResize(width: number, height: number, options: Partial<typeof SMART_RESIZE_DEFAULTS> = {}): { width: number; height: number } {
  const { factor, min_pixels, max_pixels } = { ...SMART_RESIZE_DEFAULTS, ...options };
  let h = Math.max(factor, roundHalfEven(height / factor) * factor);
  let w = Math.max(factor, roundHalfEven(width / factor) * factor);
  if (h * w > max_pixels) {
    const beta = Math.sqrt((height * width) / max_pixels);
    h = Math.floor(height / beta / factor) * factor;
    w = Math.floor(width / beta / factor) * factor;
  } else if (h * w < min_pixels) {
    const beta = Math.sqrt(min_pixels / (height * width));
    h = Math.ceil((height * beta) / factor) * factor;
    w = Math.ceil((width * beta) / factor) * factor;
  }
  return { width: w, height: h };
}

/** What a session declares about the points it reads (session.create `coordinates`). */
export const CoordinatesOption = z.union([
  z.enum(['pixels', 'norm1000', 'norm999', 'resized', 'display']),
  z.object({
    space: z.literal('resized'),
    factor: z.number().int().min(1).max(1024).optional(),
    min_pixels: z.number().int().min(1).optional(),
    max_pixels: z.number().int().min(1).optional(),
  }).strict(),
  z.object({ space: z.literal('display'), width: z.number().int().min(1).max(100_000), height: z.number().int().min(1).max(100_000) }).strict(),
]);
export type CoordinatesOption = z.infer<typeof CoordinatesOption>;
export type SpaceName = 'pixels' | 'norm1000' | 'norm999' | 'resized' | 'display';

/** A session's coordinate space as it states it: its name, and the grid's size (for `pixels`, the screenshot's). */
export interface CoordinateSpace {
  space: SpaceName;
  width: number;
  height: number;
}

export function spaceName(option: CoordinatesOption): SpaceName {
  return typeof option === 'string' ? option : option.space;
}

/** The space a declaration gives on a screen of `screen` pixels. */
export function resolveSpace(option: CoordinatesOption, screen: { width: number; height: number }): CoordinateSpace {
  const name = spaceName(option);
  switch (name) {
    case 'pixels':
      return { space: name, width: screen.width, height: screen.height };
    case 'norm1000':
      return { space: name, width: 1000, height: 1000 };
    case 'norm999':
      return { space: name, width: 999, height: 999 };
    case 'resized': {
      const o = typeof option === 'string' ? {} : option as { factor?: number; min_pixels?: number; max_pixels?: number };
      return { space: name, ...smartResize(screen.width, screen.height, { ...(o.factor ? { factor: o.factor } : {}), ...(o.min_pixels ? { min_pixels: o.min_pixels } : {}), ...(o.max_pixels ? { max_pixels: o.max_pixels } : {}) }) };
    }
    case 'display': {
      if (typeof option === 'string') return { space: name, width: screen.width, height: screen.height };
      const o = option as { width: number; height: number };
      return { space: name, width: o.width, height: o.height };
    }
  }
}

/** The `coords` a parsed action carries, for points in `space`. */
export function pointSpace(space: CoordinateSpace, screen: { width: number; height: number }): PointSpace {
  if (space.space === 'norm1000' || space.space === 'norm999') return space.space;
  if (space.width === screen.width && space.height === screen.height) return 'pixels';
  return { width: space.width, height: space.height };
}
