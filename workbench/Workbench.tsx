// The workbench: the device in a phone frame, playable with mouse and keyboard, and a seed picker.
// (Task picking, judging and the state inspector come with the workbench issue.)
import { useState } from 'react';
import { Device } from '../apps/Device.tsx';
import { loadSnapshot } from '../apps/device.ts';
import { createWorld } from '../apps/world.ts';

function seedFromUrl(): number {
  const seed = Number(new URLSearchParams(location.search).get('seed') ?? '1');
  return Number.isInteger(seed) ? seed : 1;
}

export function Workbench() {
  const [seed, setSeed] = useState(seedFromUrl);
  const [loaded, setLoaded] = useState(() => {
    loadSnapshot(createWorld(seed));
    return seed;
  });
  const reset = () => {
    loadSnapshot(createWorld(seed));
    setLoaded(seed);
    history.replaceState(null, '', `?seed=${seed}`);
  };
  return (
    <div className="workbench">
      <div className="phone-frame">
        <Device env={false} />
      </div>
      <aside className="panel">
        <h1>Vivarium</h1>
        <p>Play the simulated phone with mouse and keyboard. A right click is a long press.</p>
        <label>
          World seed{' '}
          <input type="number" value={seed} onChange={(e) => setSeed(Number(e.target.value) || 0)} />
        </label>{' '}
        <button onClick={reset}>Reset world</button>
        <p className="muted">Showing the world of seed {loaded}.</p>
      </aside>
    </div>
  );
}
