// The map Maps draws itself: the seeded city as SVG (land, river, parks, streets and avenues,
// metro lines, district and street names) with the places as pins on top, at a centre and a zoom
// level. No tiles, no network. An interactive map pans with one finger (or the mouse: the env
// server's `drag`) and zooms with two (the env server's `pinch`); the view the gesture ends on is
// handed to `onView` once, when the last finger lifts, so a gesture is one change of the route.
import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent, type MouseEvent as ReactMouseEvent, type ReactNode } from 'react';
import { Bed, Clapperboard, Coffee, Croissant, Dumbbell, Landmark, Library, Pill, ShoppingBag, ShoppingBasket, TrainFront, Trees, Utensils, Wine } from 'lucide-react';
import { CITY_SIZE, categoryOf, riverY, type CategoryId, type City, type Place, type Point } from './state.ts';

export interface View {
  cx: number;
  cy: number;
  zoom: number;
}

export const MIN_ZOOM = 0;
export const MAX_ZOOM = 4;
/** From this zoom level on, pins carry their names and the streets theirs. */
export const LABEL_ZOOM = 2;
/** Metres per CSS pixel at zoom 0: the whole city across the phone's width. */
const BASE_MPP = CITY_SIZE / 360;
export const mppOf = (zoom: number): number => BASE_MPP / 2 ** zoom;

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** A view as the route keeps it: zoom to a hundredth of a level, the centre to the metre, inside the city. */
export function settleView(v: View): View {
  return { zoom: clamp(Math.round(v.zoom * 100) / 100, MIN_ZOOM, MAX_ZOOM), cx: clamp(Math.round(v.cx), 0, CITY_SIZE), cy: clamp(Math.round(v.cy), 0, CITY_SIZE) };
}

/** The view that shows all these points in a box of width x height pixels, with a margin. */
export function fitView(points: readonly Point[], width: number, height: number, margin = 48): View {
  const xs = points.map((p) => p.x), ys = points.map((p) => p.y);
  const [x0, x1, y0, y1] = [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)];
  const mpp = Math.max((x1 - x0) / Math.max(1, width - 2 * margin), (y1 - y0) / Math.max(1, height - 2 * margin), mppOf(3));
  return settleView({ cx: (x0 + x1) / 2, cy: (y0 + y1) / 2, zoom: Math.log2(BASE_MPP / mpp) });
}

const ICONS: Record<CategoryId, ReactNode> = {
  cafe: <Coffee size={13} />, restaurant: <Utensils size={13} />, bakery: <Croissant size={13} />, bar: <Wine size={13} />,
  grocery: <ShoppingBasket size={13} />, shop: <ShoppingBag size={13} />, pharmacy: <Pill size={13} />, museum: <Landmark size={13} />,
  park: <Trees size={13} />, station: <TrainFront size={13} />, library: <Library size={13} />, gym: <Dumbbell size={13} />,
  cinema: <Clapperboard size={13} />, hotel: <Bed size={13} />,
};
export const categoryIcon = (id: CategoryId): ReactNode => ICONS[id];

/** A path along the street grid: east-west first, then north-south. */
export type RouteLine = { points: Point[]; color: string; dashed?: boolean }[];

export function gridPath(a: Point, b: Point): Point[] {
  return [a, { x: b.x, y: a.y }, b];
}

interface Gesture {
  rect: DOMRect;
  base: View;
  starts: Map<number, { x: number; y: number }>;
  moved: boolean;
  pinched: boolean;
}

export function MapCanvas(props: {
  city: City;
  view: View;
  width: number;
  height: number;
  pins: readonly Place[];
  selected?: string | null;
  here?: Point | null;
  route?: RouteLine;
  /** Interactive maps pan and zoom, and hand over the view a gesture ends on. */
  onView?: (view: View) => void;
  onPin?: (id: string) => void;
  onEmpty?: () => void;
  label?: string;
}) {
  const { city, width: W, height: H } = props;
  const [live, setLive] = useState<View | null>(null);
  const view = live ?? props.view;
  const mpp = mppOf(view.zoom);
  const left = view.cx - (W / 2) * mpp, top = view.cy - (H / 2) * mpp;
  const px = (p: Point) => ({ x: (p.x - left) / mpp, y: (p.y - top) / mpp });

  // Pointers down on the map, where they are now; the gesture they make; a click after a gesture is not a tap.
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const gesture = useRef<Gesture | null>(null);
  const swallowClick = useRef(false);
  const latest = useRef<View>(view);
  latest.current = view;
  const onViewRef = useRef(props.onView);
  onViewRef.current = props.onView;
  const detach = useRef<(() => void) | null>(null);
  useEffect(() => () => detach.current?.(), []);

  const restart = (g: Gesture) => {
    g.base = latest.current;
    g.starts = new Map(pointers.current);
  };
  const viewNow = (g: Gesture): View => {
    const pts = [...pointers.current.entries()];
    const base = g.base, mppBase = mppOf(base.zoom);
    if (pts.length >= 2 && g.starts.size >= 2) {
      const [[ida, a], [idb, b]] = pts as [[number, { x: number; y: number }], [number, { x: number; y: number }]];
      const a0 = g.starts.get(ida), b0 = g.starts.get(idb);
      if (!a0 || !b0) return base;
      const d0 = Math.hypot(b0.x - a0.x, b0.y - a0.y), d1 = Math.hypot(b.x - a.x, b.y - a.y);
      if (d0 < 1) return base;
      const zoom = clamp(base.zoom + Math.log2(d1 / d0), MIN_ZOOM, MAX_ZOOM);
      // The point of the map between the fingers when they touched stays between them.
      const mx = (a0.x + b0.x) / 2 - g.rect.left - W / 2, my = (a0.y + b0.y) / 2 - g.rect.top - H / 2;
      const wx = base.cx + mx * mppBase, wy = base.cy + my * mppBase;
      const m = mppOf(zoom);
      return { cx: wx - mx * m, cy: wy - my * m, zoom };
    }
    const [[id, p]] = pts as [[number, { x: number; y: number }]];
    const s = g.starts.get(id);
    if (!s) return base;
    return { cx: base.cx - (p.x - s.x) * mppBase, cy: base.cy - (p.y - s.y) * mppBase, zoom: base.zoom };
  };

  const onPointerDown = (e: ReactPointerEvent<HTMLDivElement>) => {
    if (!props.onView || (e.pointerType === 'mouse' && e.button !== 0)) return;
    swallowClick.current = false;
    pointers.current.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (!gesture.current) {
      gesture.current = { rect: e.currentTarget.getBoundingClientRect(), base: latest.current, starts: new Map(), moved: false, pinched: false };
      const move = (ev: PointerEvent) => {
        const g = gesture.current;
        if (!g || !pointers.current.has(ev.pointerId)) return;
        pointers.current.set(ev.pointerId, { x: ev.clientX, y: ev.clientY });
        const s = g.starts.get(ev.pointerId);
        if (s && Math.abs(ev.clientX - s.x) + Math.abs(ev.clientY - s.y) > 6) g.moved = true;
        if (pointers.current.size >= 2) g.pinched = true;
        setLive(viewNow(g));
      };
      const up = (ev: PointerEvent) => {
        const g = gesture.current;
        if (!g || !pointers.current.has(ev.pointerId)) return;
        const next = viewNow(g);
        pointers.current.delete(ev.pointerId);
        if (pointers.current.size > 0) {
          // One finger of a pinch lifted: the other pans on from where the map is now.
          latest.current = next;
          restart(g);
          return;
        }
        detach.current?.();
        gesture.current = null;
        setLive(null);
        if (g.moved || g.pinched) {
          swallowClick.current = true;
          onViewRef.current?.(settleView(next));
        }
      };
      window.addEventListener('pointermove', move);
      window.addEventListener('pointerup', up);
      window.addEventListener('pointercancel', up);
      detach.current = () => {
        window.removeEventListener('pointermove', move);
        window.removeEventListener('pointerup', up);
        window.removeEventListener('pointercancel', up);
        detach.current = null;
      };
    }
    // A finger that joins starts the gesture again from the map as it is now.
    latest.current = gesture.current.moved || gesture.current.pinched ? viewNow(gesture.current) : latest.current;
    restart(gesture.current);
  };

  const onClickCapture = (e: ReactMouseEvent) => {
    if (!swallowClick.current) return;
    swallowClick.current = false;
    e.stopPropagation();
    e.preventDefault();
  };

  // What is drawn: the roads and names of the part of the city in view.
  const labels = view.zoom >= LABEL_ZOOM;
  const inView = (p: Point, margin: number) => {
    const q = px(p);
    return q.x > -margin && q.x < W + margin && q.y > -margin && q.y < H + margin;
  };
  const riverTop: string[] = [], riverBottom: string[] = [];
  for (let x = -200; x <= CITY_SIZE + 200; x += 100) {
    const y = riverY(city, x);
    riverTop.push(`${x},${y - city.river.width / 2}`);
    riverBottom.unshift(`${x},${y + city.river.width / 2}`);
  }
  const stationById = new Map(props.pins.filter((p) => p.category === 'station').map((p) => [p.id, p]));
  const fontMetres = 11 * mpp;
  /** Roads in pixels: thin lines for the whole city, wide ones close up. */
  const road = clamp(1.5 + view.zoom * 1.2, 2, 6.5);
  const viewBox = `${left} ${top} ${W * mpp} ${H * mpp}`;
  const visiblePins = props.pins.filter((p) => inView(p, 30));
  // The selected pin is drawn last, on top of its neighbours.
  visiblePins.sort((a, b) => (a.id === props.selected ? 1 : 0) - (b.id === props.selected ? 1 : 0));

  return (
    <div
      className={`mp-map${props.onView ? ' interactive' : ''}`}
      style={{ width: W, height: H }}
      aria-label={props.label}
      data-drag={props.onView ? '' : undefined}
      onPointerDown={onPointerDown}
      onClickCapture={onClickCapture}
      onClick={(e) => { if (e.target === e.currentTarget || (e.target as Element).closest('svg')) props.onEmpty?.(); }}
    >
      <svg className="mp-svg" width={W} height={H} viewBox={viewBox} preserveAspectRatio="none" aria-hidden>
        <rect className="mp-land" x={-2000} y={-2000} width={CITY_SIZE + 4000} height={CITY_SIZE + 4000} />
        {city.parks.map((r, i) => <rect key={i} className="mp-park" x={r.x} y={r.y} width={r.w} height={r.h} rx={20} />)}
        <polygon className="mp-water" points={[...riverTop, ...riverBottom].join(' ')} />
        {city.avenues.map((a) => <line key={a.name} className="mp-road" strokeWidth={a.major ? road * 1.6 : road} x1={-200} y1={a.at} x2={CITY_SIZE + 200} y2={a.at} vectorEffect="non-scaling-stroke" />)}
        {city.streets.map((s) => <line key={s.name} className="mp-road" strokeWidth={s.major ? road * 1.6 : road} x1={s.at} y1={-200} x2={s.at} y2={CITY_SIZE + 200} vectorEffect="non-scaling-stroke" />)}
        {city.lines.map((l) => {
          const pts = l.stations.map((id) => stationById.get(id)).filter((p): p is Place => p !== undefined);
          return <polyline key={l.name} className="mp-metro" points={pts.map((p) => `${p.x},${p.y}`).join(' ')} stroke={l.color} vectorEffect="non-scaling-stroke" />;
        })}
        {props.route?.map((seg, i) => (
          <polyline key={i} className={`mp-route${seg.dashed ? ' dashed' : ''}`} points={seg.points.map((p) => `${p.x},${p.y}`).join(' ')} stroke={seg.color} vectorEffect="non-scaling-stroke" />
        ))}
        {!labels && view.zoom < 1.2 && city.districts.map((name, k) => {
          const x = ((k % 3) + 0.5) * (CITY_SIZE / 3), y = (Math.floor(k / 3) + 0.5) * (CITY_SIZE / 3);
          return <text key={name} className="mp-district" x={x} y={y} fontSize={13 * mpp} textAnchor="middle">{name.toUpperCase()}</text>;
        })}
        {labels && city.avenues.filter((a) => inView({ x: view.cx, y: a.at }, 0)).map((a) => {
          // Just past the first crossing street in view, so that no street runs through the name.
          const x = (city.streets.find((s) => s.at > left + 16 * mpp)?.at ?? left) + 10 * mpp;
          return <text key={a.name} className="mp-road-name" x={x} y={a.at - 5 * mpp} fontSize={fontMetres}>{a.name}</text>;
        })}
        {labels && city.streets.filter((s) => inView({ x: s.at, y: view.cy }, 0)).map((s) => {
          const y = (city.avenues.find((a) => a.at > top + 140 * mpp)?.at ?? top) + 10 * mpp;
          return <text key={s.name} className="mp-road-name" x={s.at + 5 * mpp} y={y} fontSize={fontMetres} transform={`rotate(90 ${s.at + 5 * mpp} ${y})`}>{s.name}</text>;
        })}
        {props.here && (
          <g>
            <circle className="mp-here-halo" cx={props.here.x} cy={props.here.y} r={14 * mpp} />
            <circle className="mp-here" cx={props.here.x} cy={props.here.y} r={7 * mpp} />
          </g>
        )}
      </svg>
      {visiblePins.map((p) => {
        const q = px(p);
        const on = p.id === props.selected;
        const style = { left: q.x, top: q.y };
        const dot = (
          <span className={`mp-pin-dot${on ? ' on' : ''}`} style={{ background: on ? '#d93025' : categoryOf(p.category).color }} aria-hidden>
            {categoryIcon(p.category)}
          </span>
        );
        return props.onPin ? (
          <button key={p.id} className={`mp-pin${on ? ' on' : ''}`} style={style} aria-label={p.name} onClick={() => props.onPin?.(p.id)}>
            {dot}
            {(labels || on) && <span className="mp-pin-label" aria-hidden>{p.name}</span>}
          </button>
        ) : (
          <span key={p.id} className={`mp-pin${on ? ' on' : ''}`} style={style} aria-hidden>
            {dot}
            {(labels || on) && <span className="mp-pin-label">{p.name}</span>}
          </span>
        );
      })}
    </div>
  );
}
