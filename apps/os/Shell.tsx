// The phone shell: status bar, home screen, the app in front, recents, toast and navigation bar.
import { Bluetooth, Circle, Plane, Search, Signal, Square, Triangle, Wifi, X } from 'lucide-react';
import { useDevice, update } from '../device.ts';
import { findApp } from '../registry.ts';
import { formatClock, formatLongDate, setRegionalFormat } from '../kit/time.ts';
import { back, closeRecentApp, home, openApp, toggleRecents } from './nav.ts';
// Clock: the full-screen alert shown while an alarm rings or the timer has run out.
import { ClockAlerts } from '../clock/ringing.tsx';

// The clock moves at every step; these read what they show of it (a string, a toast or none), so
// a tick renders them again only when that changes.
function StatusBar({ onHome }: { onHome: boolean }) {
  const clock = useDevice((s) => formatClock(s.os.now));
  const battery = useDevice((s) => s.os.battery);
  const settings = useDevice((s) => s.apps.settings);
  return (
    <div className={`statusbar${onHome ? ' home' : ''}`} aria-label="Status bar">
      <span>{clock}</span>
      <span className="icons">
        {settings.bluetooth && <Bluetooth size={14} aria-label="Bluetooth on" />}
        {settings.airplaneMode ? <Plane size={14} aria-label="Airplane mode" /> : <Signal size={14} aria-label="Mobile signal" />}
        {settings.wifi && <Wifi size={15} aria-label="Wi-Fi connected" />}
        <span className="battery" aria-label={`Battery ${battery} percent`}>
          <span className="battery-shell"><span className="battery-fill" style={{ width: `${battery}%` }} /></span>
          <span>{battery}%</span>
        </span>
      </span>
    </div>
  );
}

function HomeScreen() {
  const clock = useDevice((s) => formatClock(s.os.now));
  const date = useDevice((s) => formatLongDate(s.os.now));
  const installed = useDevice((s) => s.os.installed);
  return (
    <div className="home-screen">
      <div className="home-clock">
        <div className="time">{clock}</div>
        <div className="date">{date}</div>
      </div>
      <div className="app-grid">
        {installed.map((id) => findApp(id)).filter((app) => app !== undefined).map((app) => (
          <button key={app.id} className="app-icon" aria-label={app.name} onClick={() => update((d) => void openApp(d.os, app.id))}>
            <span className="tile" style={{ background: app.color }}><app.Icon size={26} color="#fff" strokeWidth={2} /></span>
            <span>{app.name}</span>
          </button>
        ))}
      </div>
      <div className="search-pill" aria-hidden><Search size={18} /> Search</div>
    </div>
  );
}

function Recents() {
  const recents = useDevice((s) => s.os.ui.recents);
  return (
    <div className="recents">
      <h2>Recent apps</h2>
      {recents.length === 0 && <div style={{ opacity: 0.7 }}>No recent apps</div>}
      {recents.map((id) => {
        const app = findApp(id);
        if (!app) return null;
        return (
          <div key={id} className="recent-card">
            <span className="tile" style={{ background: app.color, width: 36, height: 36, borderRadius: 12, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
              <app.Icon size={20} color="#fff" />
            </span>
            <button className="name" aria-label={`Switch to ${app.name}`} onClick={() => update((d) => void openApp(d.os, id))}>{app.name}</button>
            <button aria-label={`Close ${app.name}`} onClick={() => update((d) => closeRecentApp(d.os, id))}><X size={20} /></button>
          </div>
        );
      })}
    </div>
  );
}

function ForegroundApp({ appId }: { appId: string }) {
  const route = useDevice((s) => s.os.ui.stacks[appId]?.at(-1));
  const app = findApp(appId);
  if (!app || !route) return null;
  return <app.Root route={route} />;
}

function Toast() {
  const toast = useDevice((s) => (s.os.ui.toast && s.os.ui.toast.until > s.os.now ? s.os.ui.toast : null));
  if (!toast) return null;
  return <div className="toast" role="status">{toast.text}</div>;
}

function NavBar({ onHome }: { onHome: boolean }) {
  return (
    <nav className={`navbar${onHome ? ' home' : ''}`}>
      <button aria-label="Back" onClick={() => update((d) => back(d.os))}><Triangle size={16} style={{ transform: 'rotate(-90deg)' }} /></button>
      <button aria-label="Home" onClick={() => update((d) => home(d.os))}><Circle size={18} /></button>
      <button aria-label="Recents" onClick={() => update((d) => toggleRecents(d.os))}><Square size={15} /></button>
    </nav>
  );
}

export function Shell({ env }: { env: boolean }) {
  const foreground = useDevice((s) => s.os.ui.foreground);
  const recentsOpen = useDevice((s) => s.os.ui.recentsOpen);
  const dark = useDevice((s) => s.apps.settings.darkMode);
  const fontScale = useDevice((s) => s.apps.settings.fontScale);
  const region = useDevice((s) => s.apps.settings.region);
  const hour24 = useDevice((s) => s.apps.settings.hour24);
  // Set before anything below draws; a change of format draws everything again (`key`), as a
  // phone restarts its apps when the region changes.
  setRegionalFormat({ region, hour24 });
  const onHome = foreground === null;
  return (
    <div key={`${region}/${hour24}`} className={`device${dark ? ' dark' : ''}${env ? ' env' : ''}`} data-foreground={foreground ?? 'home'}
      style={fontScale === 1 ? undefined : ({ '--font-scale': fontScale } as React.CSSProperties)}>
      <StatusBar onHome={onHome} />
      <main className="viewport">
        {onHome ? <HomeScreen /> : <ForegroundApp appId={foreground} />}
        {recentsOpen && <Recents />}
      </main>
      <Toast />
      {/* Clock: a ringing alarm or finished timer covers the whole screen (see apps/clock/ringing.tsx). */}
      <ClockAlerts />
      <NavBar onHome={onHome} />
    </div>
  );
}
