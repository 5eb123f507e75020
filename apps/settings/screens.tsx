// Settings screens: the category list and one sub screen per category. Every value shown and
// changed here lives in `apps.settings` of the device store; the screen is the route on top.
import type { ReactNode } from 'react';
import { Bell, BellOff, Bluetooth, Info, Lock, Moon, Plane, Plus, Smartphone, Sun, Volume2, Wifi } from 'lucide-react';
import type { Route } from '../os/state.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, ListItem, Scroll, SectionHeader, Slider, Switch } from '../kit/ui.tsx';
import { ANDROID_VERSION, BUILD_NUMBER, DEVICE_MODEL, WIFI_NETWORKS, type SettingsState } from './state.ts';
import * as model from './model.ts';
import './settings.css';

type Screen = 'main' | 'network' | 'devices' | 'display' | 'sound' | 'notifications' | 'about';

function setSetting<K extends keyof SettingsState>(key: K, value: SettingsState[K]): void {
  update((d) => model.setSetting(d.apps.settings, key, value));
}

/** A category icon in a coloured circle. */
function CategoryIcon({ color, children }: { color: string; children: ReactNode }) {
  return (
    <span className="settings-icon" style={{ background: color }} aria-hidden>
      {children}
    </span>
  );
}

/** A leading icon that lines up with the category icons, in the secondary text colour. */
function Leading({ children }: { children: ReactNode }) {
  return (
    <span className="settings-leading" aria-hidden>
      {children}
    </span>
  );
}

/** A row with a title and a trailing switch named after the title; only the switch is clickable. */
function SwitchRow({ title, subtitle, icon, checked, onChange }: { title: string; subtitle?: string; icon?: ReactNode; checked: boolean; onChange: (next: boolean) => void }) {
  return (
    <ListItem
      leading={icon != null ? <Leading>{icon}</Leading> : undefined}
      title={title}
      subtitle={subtitle}
      trailing={<Switch label={title} checked={checked} onChange={onChange} />}
    />
  );
}

/** A titled slider with its value as "N%" beside it. */
function SliderRow({ title, label, icon, value, onChange }: { title: string; label: string; icon: ReactNode; value: number; onChange: (v: number) => void }) {
  return (
    <div className="settings-slider">
      <div className="settings-slider-title">
        <Leading>{icon}</Leading>
        <span>{title}</span>
      </div>
      <div className="settings-slider-row">
        <Slider label={label} value={value} min={0} max={100} step={10} onChange={onChange} />
        <span className="settings-value">{value}%</span>
      </div>
    </div>
  );
}

function Note({ children }: { children: ReactNode }) {
  return <div className="settings-note">{children}</div>;
}

function SubScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <>
      <AppBar title={title} onBack={nav.back} />
      <Scroll label={title}>{children}</Scroll>
    </>
  );
}

function networkSummary(s: { wifi: boolean; wifiNetwork: string; airplaneMode: boolean }): string {
  const wifi = s.wifi ? `Wi-Fi · ${s.wifiNetwork}` : '';
  if (s.airplaneMode) return wifi ? `Airplane mode · ${wifi}` : 'Airplane mode';
  return wifi || 'Off';
}

function MainScreen() {
  const wifi = useDevice((s) => s.apps.settings.wifi);
  const wifiNetwork = useDevice((s) => s.apps.settings.wifiNetwork);
  const airplaneMode = useDevice((s) => s.apps.settings.airplaneMode);
  const bluetooth = useDevice((s) => s.apps.settings.bluetooth);
  const darkMode = useDevice((s) => s.apps.settings.darkMode);
  const brightness = useDevice((s) => s.apps.settings.brightness);
  const ringVolume = useDevice((s) => s.apps.settings.ringVolume);
  const doNotDisturb = useDevice((s) => s.apps.settings.doNotDisturb);
  const open = (screen: Screen) => () => nav.push({ screen });
  return (
    <>
      <AppBar title="Settings" />
      <Scroll label="Settings">
        <ListItem label="Network & internet" title="Network & internet" subtitle={networkSummary({ wifi, wifiNetwork, airplaneMode })}
          leading={<CategoryIcon color="#1e88e5"><Wifi size={20} /></CategoryIcon>} onClick={open('network')} />
        <ListItem label="Connected devices" title="Connected devices" subtitle={`Bluetooth ${bluetooth ? 'on' : 'off'}`}
          leading={<CategoryIcon color="#00897b"><Bluetooth size={20} /></CategoryIcon>} onClick={open('devices')} />
        <ListItem label="Display" title="Display" subtitle={`Dark theme ${darkMode ? 'on' : 'off'}, brightness ${brightness}%`}
          leading={<CategoryIcon color="#f9a825"><Sun size={20} /></CategoryIcon>} onClick={open('display')} />
        <ListItem label="Sound & vibration" title="Sound & vibration" subtitle={`Ring volume ${ringVolume}%`}
          leading={<CategoryIcon color="#8e24aa"><Volume2 size={20} /></CategoryIcon>} onClick={open('sound')} />
        <ListItem label="Notifications" title="Notifications" subtitle={`Do Not Disturb ${doNotDisturb ? 'on' : 'off'}`}
          leading={<CategoryIcon color="#e53935"><Bell size={20} /></CategoryIcon>} onClick={open('notifications')} />
        <ListItem label="About phone" title="About phone" subtitle={DEVICE_MODEL}
          leading={<CategoryIcon color="#546e7a"><Info size={20} /></CategoryIcon>} onClick={open('about')} />
      </Scroll>
    </>
  );
}

function NetworkScreen() {
  const wifi = useDevice((s) => s.apps.settings.wifi);
  const wifiNetwork = useDevice((s) => s.apps.settings.wifiNetwork);
  const airplaneMode = useDevice((s) => s.apps.settings.airplaneMode);
  const setAirplane = (on: boolean) => update((d) => model.setAirplaneMode(d.apps.settings, on));
  const connect = (name: string) => {
    setSetting('wifiNetwork', name);
    nav.toast(`Connected to ${name}`);
  };
  return (
    <SubScreen title="Network & internet">
      <SwitchRow title="Wi-Fi" icon={<Wifi size={22} />} checked={wifi} onChange={(on) => setSetting('wifi', on)} />
      {wifi && (
        <>
          <ListItem leading={<Leading><Wifi size={22} /></Leading>} title={wifiNetwork} subtitle="Connected" />
          <SectionHeader>Available networks</SectionHeader>
          {WIFI_NETWORKS.filter((name) => name !== wifiNetwork).map((name) => (
            <ListItem key={name} label={name} title={name} leading={<Leading><Wifi size={22} /></Leading>}
              trailing={<Lock size={16} aria-hidden />} onClick={() => connect(name)} />
          ))}
        </>
      )}
      <div className="divider" />
      <SwitchRow title="Airplane mode" icon={<Plane size={22} />} checked={airplaneMode} onChange={setAirplane} />
      {!wifi && <Note>{airplaneMode ? 'Airplane mode is on. You can still turn on Wi-Fi.' : 'Turn on Wi-Fi to see available networks.'}</Note>}
    </SubScreen>
  );
}

function DevicesScreen() {
  const bluetooth = useDevice((s) => s.apps.settings.bluetooth);
  return (
    <SubScreen title="Connected devices">
      <SwitchRow title="Bluetooth" icon={<Bluetooth size={22} />} checked={bluetooth} onChange={(on) => setSetting('bluetooth', on)} />
      {bluetooth ? (
        <>
          <ListItem label="Pair new device" title="Pair new device" leading={<Leading><Plus size={22} /></Leading>} onClick={() => nav.toast('Searching…')} />
          <Note>{`Visible as ${DEVICE_MODEL}`}</Note>
        </>
      ) : (
        <Note>Turn on Bluetooth to connect to nearby devices.</Note>
      )}
    </SubScreen>
  );
}

function DisplayScreen() {
  const darkMode = useDevice((s) => s.apps.settings.darkMode);
  const brightness = useDevice((s) => s.apps.settings.brightness);
  return (
    <SubScreen title="Display">
      <SliderRow title="Brightness level" label="Brightness" icon={<Sun size={22} />} value={brightness} onChange={(v) => setSetting('brightness', v)} />
      <SectionHeader>Appearance</SectionHeader>
      <SwitchRow title="Dark theme" subtitle={darkMode ? 'On' : 'Off'} icon={<Moon size={22} />} checked={darkMode} onChange={(on) => setSetting('darkMode', on)} />
    </SubScreen>
  );
}

function SoundScreen() {
  const ringVolume = useDevice((s) => s.apps.settings.ringVolume);
  const doNotDisturb = useDevice((s) => s.apps.settings.doNotDisturb);
  return (
    <SubScreen title="Sound & vibration">
      <SliderRow title="Ring volume" label="Ring volume" icon={<Volume2 size={22} />} value={ringVolume} onChange={(v) => setSetting('ringVolume', v)} />
      <div className="divider" />
      <SwitchRow title="Do Not Disturb" subtitle={doNotDisturb ? 'On' : 'Off'} icon={doNotDisturb ? <BellOff size={22} /> : <Bell size={22} />}
        checked={doNotDisturb} onChange={(on) => setSetting('doNotDisturb', on)} />
    </SubScreen>
  );
}

function NotificationsScreen() {
  const doNotDisturb = useDevice((s) => s.apps.settings.doNotDisturb);
  return (
    <SubScreen title="Notifications">
      <SwitchRow title="Do Not Disturb" subtitle={doNotDisturb ? 'On' : 'Off'} icon={doNotDisturb ? <BellOff size={22} /> : <Bell size={22} />}
        checked={doNotDisturb} onChange={(on) => setSetting('doNotDisturb', on)} />
      <Note>{doNotDisturb ? 'Calls and notifications are silenced.' : 'Calls and notifications will ring and vibrate.'}</Note>
    </SubScreen>
  );
}

function AboutScreen() {
  return (
    <SubScreen title="About phone">
      <div className="settings-hero">
        <CategoryIcon color="#546e7a"><Smartphone size={36} /></CategoryIcon>
        <div className="settings-hero-name">{DEVICE_MODEL}</div>
      </div>
      <div className="divider" />
      <ListItem title="Device name" subtitle={DEVICE_MODEL} />
      <ListItem title="Model" subtitle={DEVICE_MODEL} />
      <ListItem title="Android version" subtitle={ANDROID_VERSION} />
      <ListItem title="Build number" subtitle={BUILD_NUMBER} />
    </SubScreen>
  );
}

export function SettingsApp({ route }: { route: Route }) {
  switch (route.screen as Screen) {
    case 'network': return <NetworkScreen />;
    case 'devices': return <DevicesScreen />;
    case 'display': return <DisplayScreen />;
    case 'sound': return <SoundScreen />;
    case 'notifications': return <NotificationsScreen />;
    case 'about': return <AboutScreen />;
    default: return <MainScreen />;
  }
}
