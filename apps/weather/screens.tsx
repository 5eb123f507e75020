// Weather screens: the list of cities (`main`: the current location first, then the saved cities
// in the owner's order; a search that finds cities to preview and add; an edit mode that reorders
// by drag and removes; each saved row's menu with Move to top / up / down and Remove), a city's
// page (`city`: current conditions, alerts in force, the next 24 hours, ten days, details, a day's
// details in a dialog), an alert (`alert`) and the settings (`settings`: unit, notifications).
// Search text, the edit mode and open dialogs live in the route on the back stack.
import type { ReactNode } from 'react';
import {
  AlertTriangle, Cloud, CloudDrizzle, CloudFog, CloudLightning, CloudRain, CloudSun, Droplets, GripVertical, Moon, MoreVertical,
  Navigation, Pencil, Settings as SettingsIcon, Snowflake, Sun, Thermometer, Wind, X,
} from 'lucide-react';
import type { JsonValue, Route } from '../os/state.ts';
import { push, showToast } from '../os/nav.ts';
import { nav, update, useDevice } from '../device.ts';
import { AppBar, Dialog, Empty, IconButton, type MenuOption, OptionsDialog, Scroll, SearchBar, SectionHeader, Switch, useRowDrag } from '../kit/ui.tsx';
import { HOUR, formatClock, formatLongDate, parts } from '../kit/time.ts';
import type { DeviceState } from '../world.ts';
import {
  WEEKDAY_NAMES, alertsFor, current, dayForecast, dayLabel, degrees, findCity, next24, tenDays,
  type Condition, type WeatherState,
} from './state.ts';
import * as model from './model.ts';
import './weather.css';

const str = (value: JsonValue | undefined, fallback = ''): string => (typeof value === 'string' ? value : fallback);
const strOrNull = (value: JsonValue | undefined): string | null => (typeof value === 'string' ? value : null);

/** A row's height in edit mode: a drag of one row's height moves a city one position. */
const EDIT_ROW_HEIGHT = 52;

/** The device clock to the hour: forecasts change on the hour, so the screens render again then. */
const useHour = () => useDevice((s) => Math.floor(s.os.now / HOUR) * HOUR);

const cityRoute = (id: string): Route => ({ screen: 'city', id, dialog: null, day: null });
const topOf = (d: DeviceState): Route | undefined => d.os.ui.stacks.weather?.at(-1);
const closeDialog = (d: DeviceState) => { const top = topOf(d); if (top) Object.assign(top, { dialog: null, row: null }); };

function ConditionIcon({ condition, size = 20 }: { condition: Condition; size?: number }) {
  const icons: Record<Condition, ReactNode> = {
    Sunny: <Sun size={size} />, Clear: <Moon size={size} />, 'Partly cloudy': <CloudSun size={size} />, Cloudy: <Cloud size={size} />,
    Fog: <CloudFog size={size} />, Rain: <CloudRain size={size} />, Showers: <CloudDrizzle size={size} />, Thunderstorms: <CloudLightning size={size} />,
    Snow: <Snowflake size={size} />,
  };
  return <span className={`wx-icon wx-${condition.replace(' ', '-').toLowerCase()}`} aria-hidden>{icons[condition]}</span>;
}

// ---------------------------------------------------------------------------------------------
// The list of cities

function CityRow({ id, weather, now, isLocation, onMenu }: { id: string; weather: WeatherState; now: number; isLocation: boolean; onMenu?: () => void }) {
  const city = findCity(id);
  if (!city) return null;
  const c = current(weather, id, now);
  const alert = alertsFor(weather, id, now)[0];
  return (
    <div className={`wx-row${isLocation ? ' here' : ''}`}>
      <button className="wx-row-main" aria-label={city.name} onClick={() => nav.push(cityRoute(id))} onContextMenu={(e) => { e.preventDefault(); onMenu?.(); }}>
        <span className="wx-row-texts">
          <span className="wx-row-title">{city.name}</span>
          {isLocation && <span className="wx-row-line wx-here"><Navigation size={12} aria-hidden /> My Location</span>}
          <span className="wx-row-line">{c.condition}</span>
          {alert && <span className="wx-row-alert"><AlertTriangle size={12} aria-hidden /> {alert.title}</span>}
        </span>
        <span className="wx-row-temps">
          <span className="wx-row-now">{degrees(c.temp, weather.unit)}</span>
          <span className="wx-row-line">{`H:${degrees(c.high, weather.unit)} L:${degrees(c.low, weather.unit)}`}</span>
        </span>
      </button>
      {onMenu && (
        <IconButton label={`More options for ${city.name}`} onClick={onMenu}>
          <MoreVertical size={20} />
        </IconButton>
      )}
    </div>
  );
}

/** A saved city in edit mode: a handle that reorders by drag, and a remove button. */
function EditRow({ id, index, count }: { id: string; index: number; count: number }) {
  const name = findCity(id)?.name ?? id;
  const { offset, onPointerDown } = useRowDrag(index, count, EDIT_ROW_HEIGHT, (to) => update((d) => model.moveCity(d.apps.weather, id, to)));
  return (
    <div className={`wx-edit-row${offset !== 0 ? ' dragging' : ''}`} style={{ height: EDIT_ROW_HEIGHT, transform: offset !== 0 ? `translateY(${offset}px)` : undefined }}>
      <button className="wx-handle" aria-label={`Reorder ${name}`} data-drag onPointerDown={onPointerDown}>
        <GripVertical size={20} />
      </button>
      <span className="wx-row-title wx-grow">{name}</span>
      <IconButton label={`Remove ${name}`} onClick={() => removeCity(id, name)}>
        <X size={20} />
      </IconButton>
    </div>
  );
}

function removeCity(id: string, name: string): void {
  update((d) => { model.removeCity(d.apps.weather, id); closeDialog(d); showToast(d.os, `Removed ${name}`); });
}

/** The row menu's moves, as the handle's drag makes them (model.moveCity); a pointless one is not offered. */
function moveOptions(id: string, name: string, index: number, count: number): MenuOption[] {
  const move = (to: number, toast: string) => () => update((d) => { model.moveCity(d.apps.weather, id, to); closeDialog(d); showToast(d.os, toast); });
  return [
    ...(index > 0 ? [{ label: 'Move to top', onClick: move(0, `Moved ${name} to the top`) }, { label: 'Move up', onClick: move(index - 1, `Moved ${name} up`) }] : []),
    ...(index < count - 1 ? [{ label: 'Move down', onClick: move(index + 1, `Moved ${name} down`) }] : []),
  ];
}

function CitiesScreen({ route }: { route: Route }) {
  const weather = useDevice((s) => s.apps.weather);
  const now = useHour();
  const query = str(route.query);
  const editing = route.editing === true;
  const row = strOrNull(route.row);
  if (editing) {
    return (
      <>
        <AppBar title="Edit cities" onBack={() => nav.patch({ editing: false })} actions={<button className="button text wx-done" onClick={() => nav.patch({ editing: false })}>Done</button>} />
        <Scroll label="Cities">
          <div className="wx-hint">Drag a city by its handle to move it</div>
          <div className="wx-edit-row here"><span className="wx-row-title wx-grow">{findCity(weather.location)?.name}</span><span className="wx-row-line">My Location</span></div>
          {weather.saved.length === 0 && <Empty>No saved cities</Empty>}
          {weather.saved.map((id, i) => <EditRow key={id} id={id} index={i} count={weather.saved.length} />)}
        </Scroll>
      </>
    );
  }
  const results = model.searchCities(query);
  const rowName = row ? findCity(row)?.name ?? row : '';
  return (
    <>
      <AppBar
        title="Weather"
        actions={(
          <>
            <IconButton label="Edit cities" onClick={() => nav.patch({ editing: true, query: '' })}><Pencil size={20} /></IconButton>
            <IconButton label="Settings" onClick={() => nav.push({ screen: 'settings' })}><SettingsIcon size={20} /></IconButton>
          </>
        )}
      />
      <SearchBar value={query} placeholder="Search for a city" onChange={(q) => nav.patch({ query: q })} />
      {query.trim() !== '' ? (
        <Scroll label="Search results">
          {results.length === 0 && <Empty>{`No cities match "${query.trim()}"`}</Empty>}
          {results.map((x) => (
            <button key={x.id} className="wx-result" aria-label={x.name} onClick={() => nav.push(cityRoute(x.id))}>
              <span className="wx-row-title">{x.name}</span>
              <span className="wx-row-line">{x.country}{model.isListed(weather, x.id) ? ' · On your list' : ''}</span>
            </button>
          ))}
        </Scroll>
      ) : (
        <Scroll label="Cities">
          <CityRow id={weather.location} weather={weather} now={now} isLocation />
          {weather.saved.map((id) => <CityRow key={id} id={id} weather={weather} now={now} isLocation={false} onMenu={() => nav.patch({ dialog: 'row', row: id })} />)}
          {weather.saved.length === 0 && <Empty>Search for a city to add it</Empty>}
          <div className="wx-foot">{`Updated ${formatClock(now)}`}</div>
        </Scroll>
      )}
      {route.dialog === 'row' && row && weather.saved.includes(row) && (
        <OptionsDialog
          title={rowName}
          onDismiss={() => nav.patch({ dialog: null, row: null })}
          options={[
            { label: 'Open', onClick: () => update((d) => { closeDialog(d); push(d.os, cityRoute(row)); }) },
            ...moveOptions(row, rowName, weather.saved.indexOf(row), weather.saved.length),
            { label: 'Remove', danger: true, onClick: () => removeCity(row, rowName) },
          ]}
        />
      )}
    </>
  );
}

// ---------------------------------------------------------------------------------------------
// A city's page

function Tile({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="wx-tile">
      <span className="wx-tile-label"><span aria-hidden>{icon}</span> {label}</span>
      <span className="wx-tile-value">{value}</span>
    </div>
  );
}

function CityScreen({ route }: { route: Route }) {
  const weather = useDevice((s) => s.apps.weather);
  const now = useHour();
  const id = str(route.id);
  const city = findCity(id);
  if (!city) return <><AppBar title="Weather" onBack={nav.back} /><Empty>City not found</Empty></>;
  const listed = model.isListed(weather, id);
  const u = weather.unit;
  const c = current(weather, id, now);
  const hours = next24(weather, id, now);
  const days = tenDays(weather, id, now);
  const lo = Math.min(...days.map((d) => d.low)), hi = Math.max(...days.map((d) => d.high));
  const alerts = alertsFor(weather, id, now);
  const openDay = typeof route.day === 'number' ? dayForecast(weather, id, route.day) : null;
  return (
    <>
      <AppBar
        title={city.name}
        onBack={nav.back}
        actions={listed ? undefined : (
          <button className="button text wx-done" onClick={() => update((d) => {
            if (!model.addCity(d.apps.weather, id)) return;
            d.os.ui.stacks.weather = [{ screen: 'main', query: '', editing: false, dialog: null, row: null }];
            showToast(d.os, `Added ${city.name}`);
          })}>Add</button>
        )}
      />
      <Scroll label={`Weather in ${city.name}`}>
        <div className="wx-hero">
          <h1 className="wx-hero-name">{city.name}</h1>
          {id === weather.location && <span className="wx-row-line wx-here">My Location</span>}
          <span className="wx-hero-temp">{degrees(c.temp, u)}</span>
          <span className="wx-hero-cond">{c.condition}</span>
          <span className="wx-hero-hl">{`H:${degrees(c.high, u)} L:${degrees(c.low, u)}`}</span>
        </div>
        {alerts.map((a) => (
          <button key={a.id} className="wx-alert" aria-label={`Severe weather: ${a.title}`} onClick={() => nav.push({ screen: 'alert', id: a.id })}>
            <AlertTriangle size={18} aria-hidden />
            <span className="wx-row-texts">
              <span className="wx-row-title">{a.title}</span>
              <span className="wx-row-line">{`Until ${WEEKDAY_NAMES[parts(a.until).weekday]!.slice(0, 3)} ${formatClock(a.until)}`}</span>
            </span>
          </button>
        ))}
        <SectionHeader>Hourly forecast</SectionHeader>
        <div className="wx-hours" role="list" aria-label="Next 24 hours">
          {hours.map((h, i) => {
            const hour = parts(h.at).hours;
            return (
              <div key={h.at} className={`wx-hour${hour === 0 && i > 0 ? ' midnight' : ''}`} role="listitem">
                <span className="wx-hour-day">{hour === 0 && i > 0 ? WEEKDAY_NAMES[parts(h.at).weekday]!.slice(0, 3) : '\u00a0'}</span>
                <span className="wx-hour-time">{i === 0 ? 'Now' : formatClock(h.at)}</span>
                <ConditionIcon condition={h.condition} />
                <span className="wx-hour-temp">{degrees(h.temp, u)}</span>
                <span className="wx-hour-rain">{`${h.chance}%`}</span>
              </div>
            );
          })}
        </div>
        <SectionHeader>Right now</SectionHeader>
        <div className="wx-tiles">
          <Tile icon={<Thermometer size={14} />} label="Feels like" value={degrees(c.feels, u)} />
          <Tile icon={<Droplets size={14} />} label="Humidity" value={`${c.humidity}%`} />
          <Tile icon={<Wind size={14} />} label="Wind" value={u === 'C' ? `${c.wind} km/h` : `${Math.round(c.wind / 1.609)} mph`} />
          <Tile icon={<Sun size={14} />} label="UV index" value={String(c.uv)} />
        </div>
        <SectionHeader>10-day forecast</SectionHeader>
        {days.map((d) => {
          const label = dayLabel(d.day, now);
          const left = ((d.low - lo) / Math.max(1, hi - lo)) * 100, width = ((d.high - d.low) / Math.max(1, hi - lo)) * 100;
          return (
            <button key={d.day} className="wx-day" aria-label={`${label}: ${d.condition}, ${d.chance}% chance of precipitation, high ${degrees(d.high, u)}, low ${degrees(d.low, u)}`} onClick={() => nav.patch({ dialog: 'day', day: d.day })}>
              <span className="wx-day-name">{label}</span>
              <ConditionIcon condition={d.condition} />
              <span className="wx-day-rain">{d.chance >= 20 ? `${d.chance}%` : ''}</span>
              <span className="wx-day-low">{degrees(d.low, u)}</span>
              <span className="wx-bar" aria-hidden><span style={{ left: `${left}%`, width: `${Math.max(6, width)}%` }} /></span>
              <span className="wx-day-high">{degrees(d.high, u)}</span>
            </button>
          );
        })}
        <div className="wx-foot">{`Forecast for ${city.name}, ${city.country}`}</div>
      </Scroll>
      {route.dialog === 'day' && openDay && (
        <Dialog
          title={formatLongDate(openDay.day)}
          message={(
            <div className="wx-day-detail">
              <div>{openDay.condition}</div>
              <div>{`High ${degrees(openDay.high, u)} · Low ${degrees(openDay.low, u)}`}</div>
              <div>{`Chance of precipitation ${openDay.chance}%`}</div>
              <div>{`Wind ${u === 'C' ? `${openDay.wind} km/h` : `${Math.round(openDay.wind / 1.609)} mph`} · Humidity ${openDay.humidity}%`}</div>
              <div>{`UV index ${openDay.uv}`}</div>
            </div>
          )}
          actions={[{ label: 'Close', onClick: () => nav.patch({ dialog: null, day: null }) }]}
        />
      )}
    </>
  );
}

function AlertScreen({ route }: { route: Route }) {
  const weather = useDevice((s) => s.apps.weather);
  const alert = weather.alerts.find((a) => a.id === str(route.id));
  if (!alert) return <><AppBar title="Alert" onBack={nav.back} /><Empty>This alert has ended</Empty></>;
  return (
    <>
      <AppBar title={alert.severity} onBack={nav.back} />
      <Scroll label="Alert">
        <div className="wx-alert-page">
          <h1 className="wx-alert-title">{alert.title}</h1>
          <div className="wx-row-line">{findCity(alert.city)?.name}</div>
          <div className="wx-row-line">{`Issued ${formatLongDate(alert.issuedAt)} ${formatClock(alert.issuedAt)}`}</div>
          <div className="wx-row-line">{`Until ${formatLongDate(alert.until)} ${formatClock(alert.until)}`}</div>
          <p>{alert.text}</p>
          <div className="wx-foot">{alert.source}</div>
        </div>
      </Scroll>
    </>
  );
}

function SettingsScreen() {
  const weather = useDevice((s) => s.apps.weather);
  const radio = (unit: 'C' | 'F', label: string) => (
    <button role="radio" aria-checked={weather.unit === unit} aria-label={label} className={`wx-radio${weather.unit === unit ? ' on' : ''}`} onClick={() => update((d) => model.setUnit(d.apps.weather, unit))}>
      <span className="wx-radio-dot" aria-hidden />
      <span>{label}</span>
    </button>
  );
  return (
    <>
      <AppBar title="Settings" onBack={nav.back} />
      <Scroll label="Weather settings">
        <SectionHeader>Temperature unit</SectionHeader>
        <div role="radiogroup" aria-label="Temperature unit">
          {radio('C', 'Celsius (°C)')}
          {radio('F', 'Fahrenheit (°F)')}
        </div>
        <SectionHeader>Notifications</SectionHeader>
        <div className="wx-setting">
          <span className="wx-grow">Severe weather notifications</span>
          <Switch label="Severe weather notifications" checked={weather.notifications} onChange={(on) => update((d) => model.setNotifications(d.apps.weather, on))} />
        </div>
        <div className="wx-foot">Forecasts are made on the phone and follow its clock.</div>
      </Scroll>
    </>
  );
}

export function WeatherApp({ route }: { route: Route }) {
  switch (route.screen) {
    case 'city':
      return <CityScreen route={route} />;
    case 'alert':
      return <AlertScreen route={route} />;
    case 'settings':
      return <SettingsScreen />;
    default:
      return <CitiesScreen route={route} />;
  }
}
