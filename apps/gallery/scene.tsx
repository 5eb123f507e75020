// A generated photo: an SVG scene drawn from the photo's kind and seed (sky, sea, mountains, sun,
// buildings, people, flowers, or a phone screenshot). Same kind and seed, same picture.
import { useId, type ReactElement } from 'react';
import { createRng } from '../kit/random.ts';
import type { SceneKind } from './state.ts';

const hsl = (h: number, s: number, l: number) => `hsl(${Math.round(((h % 360) + 360) % 360)} ${Math.round(s)}% ${Math.round(l)}%)`;

const W = 400, H = 300;

export function PhotoScene({ kind, seed, portrait, className }: { kind: SceneKind; seed: number; portrait?: boolean; className?: string }) {
  const uid = useId().replace(/:/g, '');
  const rng = createRng(`scene/${kind}/${seed}`);
  const w = portrait || kind === 'screenshot' ? 300 : W;
  const h = portrait || kind === 'screenshot' ? (kind === 'screenshot' ? 660 : 400) : H;
  const shapes: ReactElement[] = [];
  const skyHue = rng.int(185, 235);
  let sky: [string, string] = [hsl(skyHue, 70, 55), hsl(skyHue - 20, 60, 85)];
  const horizon = h * (0.45 + rng.next() * 0.2);
  const add = (el: ReactElement) => shapes.push(el);
  let key = 0;
  const k = () => `s${key++}`;

  if (kind === 'screenshot') {
    const hue = rng.int(0, 359);
    sky = [hsl(hue, 20, 97), hsl(hue, 20, 93)];
    add(<rect key={k()} x={0} y={0} width={w} height={34} fill={hsl(hue, 55, 40)} />);
    add(<rect key={k()} x={0} y={34} width={w} height={70} fill={hsl(hue, 60, 50)} />);
    add(<rect key={k()} x={20} y={58} width={w * (0.3 + rng.next() * 0.3)} height={18} rx={6} fill="rgba(255,255,255,0.85)" />);
    let y = 124;
    const rows = rng.int(5, 8);
    for (let i = 0; i < rows; i++) {
      const card = rng.chance(0.3);
      if (card) {
        add(<rect key={k()} x={16} y={y} width={w - 32} height={90} rx={12} fill={hsl(hue + rng.int(-40, 40), 50, 80)} />);
        y += 106;
      } else {
        add(<circle key={k()} cx={38} cy={y + 22} r={18} fill={hsl(rng.int(0, 359), 55, 60)} />);
        add(<rect key={k()} x={68} y={y + 8} width={w * (0.35 + rng.next() * 0.35)} height={12} rx={5} fill="#555a66" />);
        add(<rect key={k()} x={68} y={y + 28} width={w * (0.25 + rng.next() * 0.3)} height={10} rx={5} fill="#a9adb8" />);
        y += 58;
      }
      if (y > h - 60) break;
    }
    add(<rect key={k()} x={w / 2 - 50} y={h - 22} width={100} height={6} rx={3} fill="#777" />);
  } else if (kind === 'sunset') {
    const hue = rng.int(0, 40);
    sky = [hsl(hue + 260, 50, 30), hsl(hue + 20, 90, 62)];
    add(<circle key={k()} cx={w * (0.3 + rng.next() * 0.4)} cy={horizon - 10} r={28 + rng.int(0, 25)} fill={hsl(hue + 40, 100, 70)} />);
    add(<rect key={k()} x={0} y={horizon} width={w} height={h - horizon} fill={hsl(hue + 250, 40, 22)} />);
    for (let i = 0; i < 4; i++) add(<rect key={k()} x={w * (0.15 + rng.next() * 0.5)} y={horizon + 10 + i * 16} width={40 + rng.int(0, 80)} height={3} fill={hsl(hue + 30, 90, 65)} opacity={0.6} />);
    add(<path key={k()} d={`M0 ${horizon} Q ${w * 0.2} ${horizon - 40} ${w * 0.45} ${horizon} Z`} fill={hsl(hue + 250, 30, 15)} />);
  } else {
    // A sun or a few clouds.
    if (rng.chance(0.6)) add(<circle key={k()} cx={w * (0.15 + rng.next() * 0.7)} cy={h * (0.12 + rng.next() * 0.15)} r={16 + rng.int(0, 14)} fill={hsl(48, 100, 70)} />);
    for (let i = rng.int(1, 3); i > 0; i--) {
      const cx = rng.int(20, w - 20), cy = rng.int(20, Math.max(30, Math.round(horizon * 0.5)));
      add(<g key={k()} fill="rgba(255,255,255,0.85)"><ellipse cx={cx} cy={cy} rx={34} ry={12} /><ellipse cx={cx + 18} cy={cy - 8} rx={20} ry={12} /></g>);
    }
    if (kind === 'mountains') {
      const hue = rng.int(90, 160);
      for (let layer = 0; layer < 3; layer++) {
        const base = horizon + layer * 24;
        let d = `M0 ${h} L0 ${base}`;
        const peaks = rng.int(2, 4);
        for (let i = 0; i <= peaks; i++) {
          const x = (w / peaks) * i;
          d += ` L${x - w / peaks / 2} ${base - rng.int(30, 110) / (layer + 1)} L${x} ${base}`;
        }
        d += ` L${w} ${base} L${w} ${h} Z`;
        add(<path key={k()} d={d} fill={layer === 0 ? hsl(220, 15, 55) : hsl(hue, 35, 45 - layer * 10)} />);
      }
      add(<rect key={k()} x={0} y={horizon + 72} width={w} height={h} fill={hsl(hue, 40, 30)} />);
    } else if (kind === 'sea') {
      const hue = rng.int(185, 210);
      add(<rect key={k()} x={0} y={horizon} width={w} height={h - horizon} fill={hsl(hue, 65, 42)} />);
      for (let i = 0; i < 6; i++) add(<rect key={k()} x={rng.int(0, w - 60)} y={horizon + 8 + rng.int(0, Math.round((h - horizon) * 0.5))} width={30 + rng.int(0, 60)} height={2} fill="rgba(255,255,255,0.5)" />);
      const beach = h - rng.int(40, 80);
      add(<path key={k()} d={`M0 ${beach} Q ${w / 2} ${beach - 30} ${w} ${beach + 10} L${w} ${h} L0 ${h} Z`} fill={hsl(42, 60, 75)} />);
      if (rng.chance(0.5)) add(<path key={k()} d={`M${w * 0.7} ${horizon - 2} l14 -22 l14 22 Z`} fill="#fff" />);
    } else if (kind === 'city') {
      add(<rect key={k()} x={0} y={horizon + 40} width={w} height={h} fill={hsl(30, 10, 40)} />);
      let x = -10;
      while (x < w) {
        const bw = rng.int(36, 70), bh = rng.int(60, Math.round(horizon + 20));
        const hue = rng.int(0, 50);
        add(<rect key={k()} x={x} y={horizon + 40 - bh} width={bw} height={bh} fill={hsl(hue + (rng.chance(0.3) ? 180 : 0), 30, 45 + rng.int(0, 30))} />);
        for (let wy = horizon + 48 - bh; wy < horizon + 30; wy += 16) add(<rect key={k()} x={x + 6} y={wy} width={bw - 12} height={6} fill="rgba(255,255,255,0.35)" />);
        if (rng.chance(0.4)) add(<path key={k()} d={`M${x} ${horizon + 40 - bh} l${bw / 2} -18 l${bw / 2} 18 Z`} fill={hsl(10, 60, 45)} />);
        x += bw + rng.int(0, 8);
      }
    } else if (kind === 'people') {
      add(<rect key={k()} x={0} y={horizon} width={w} height={h - horizon} fill={hsl(rng.int(80, 130), 40, 50)} />);
      const n = rng.int(2, 4);
      for (let i = 0; i < n; i++) {
        const cx = (w / (n + 1)) * (i + 1) + rng.int(-10, 10), size = rng.int(22, 32);
        const top = horizon - size * 1.2;
        add(<path key={k()} d={`M${cx - size} ${h} L${cx - size * 0.9} ${top + size * 1.6} Q ${cx} ${top + size} ${cx + size * 0.9} ${top + size * 1.6} L${cx + size} ${h} Z`} fill={hsl(rng.int(0, 359), 55, 50)} />);
        add(<circle key={k()} cx={cx} cy={top + size * 0.4} r={size * 0.6} fill={hsl(25, 45, 55 + rng.int(0, 25))} />);
        add(<path key={k()} d={`M${cx - size * 0.62} ${top + size * 0.35} Q ${cx} ${top - size * 0.55} ${cx + size * 0.62} ${top + size * 0.35} Z`} fill={hsl(rng.int(20, 40), 50, rng.int(15, 45))} />);
      }
    } else {
      // flowers
      add(<rect key={k()} x={0} y={horizon} width={w} height={h - horizon} fill={hsl(110, 40, 38)} />);
      const hue = rng.int(0, 359);
      for (let i = 0; i < 14; i++) {
        const cx = rng.int(10, w - 10), cy = rng.int(Math.round(horizon), h - 10), r = rng.int(6, 14);
        add(<line key={k()} x1={cx} y1={cy} x2={cx} y2={Math.min(h, cy + 30)} stroke={hsl(120, 45, 28)} strokeWidth={3} />);
        add(<circle key={k()} cx={cx} cy={cy} r={r} fill={hsl(hue + rng.int(-30, 30), 80, 62)} />);
        add(<circle key={k()} cx={cx} cy={cy} r={r * 0.35} fill={hsl(50, 90, 55)} />);
      }
    }
  }
  return (
    <svg className={className} viewBox={`0 0 ${w} ${h}`} preserveAspectRatio="xMidYMid slice" aria-hidden>
      <defs>
        <linearGradient id={`sky${uid}`} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor={sky[0]} />
          <stop offset="1" stopColor={sky[1]} />
        </linearGradient>
      </defs>
      <rect x={0} y={0} width={w} height={h} fill={`url(#sky${uid})`} />
      {shapes}
    </svg>
  );
}
