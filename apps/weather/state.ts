// Weather: the cities the app knows (a fixed catalogue with each city's climate), the owner's
// saved cities in the order the owner keeps them (the current location always first, apart),
// the temperature unit, severe weather notifications and the alerts in force. Every forecast is a
// pure function of the state's forecast seed, a city and the device clock, here, so that the
// screens, the task kits and the tests compute it the same way: the hourly row starts at the
// current hour and "today" moves with the clock. All cities read the device clock's time.
import type { Rng } from '../kit/random.ts';
import { createRng } from '../kit/random.ts';
import { DAY, HOUR, parts, startOfDay } from '../kit/time.ts';
import type { SeedContext } from '../app.ts';

export interface Climate {
  /** Mean daily temperature over the year, °C. */
  mean: number;
  /** How far the warmest month's mean is above the year's (the coldest as far below). */
  swing: number;
  /** Southern hemisphere: the seasons the other way round. */
  south: boolean;
  /** 0..1: how often a day brings rain or snow. */
  wet: number;
  /** Difference between a day's high and low, °C. */
  range: number;
  /** Typical wind, km/h. */
  wind: number;
}

export interface City {
  id: string;
  name: string;
  country: string;
  climate: Climate;
}

const c = (id: string, name: string, country: string, mean: number, swing: number, wet: number, range: number, wind: number, south = false): City =>
  ({ id, name, country, climate: { mean, swing, south, wet, range, wind } });

/** Every city the search finds. Names are unique (model.ts finds a city by its name). */
export const CITIES: readonly City[] = [
  c('oslo', 'Oslo', 'Norway', 6, 10, 0.45, 7, 12),
  c('reykjavik', 'Reykjavik', 'Iceland', 4, 6, 0.6, 5, 25),
  c('helsinki', 'Helsinki', 'Finland', 5, 11, 0.45, 6, 15),
  c('stockholm', 'Stockholm', 'Sweden', 7, 10, 0.4, 7, 14),
  c('murmansk', 'Murmansk', 'Russia', 0, 11, 0.5, 6, 18),
  c('anchorage', 'Anchorage', 'United States', 2, 11, 0.45, 7, 12),
  c('yellowknife', 'Yellowknife', 'Canada', -4, 20, 0.35, 8, 14),
  c('nuuk', 'Nuuk', 'Greenland', -1, 7, 0.5, 5, 20),
  c('ushuaia', 'Ushuaia', 'Argentina', 5, 5, 0.55, 6, 22, true),
  c('montreal', 'Montreal', 'Canada', 7, 14, 0.45, 9, 14),
  c('chicago', 'Chicago', 'United States', 10, 13, 0.4, 9, 18),
  c('new-york', 'New York', 'United States', 13, 11, 0.4, 8, 16),
  c('seattle', 'Seattle', 'United States', 11, 7, 0.55, 7, 10),
  c('denver', 'Denver', 'United States', 10, 11, 0.3, 14, 13),
  c('san-francisco', 'San Francisco', 'United States', 14, 3, 0.25, 7, 17),
  c('los-angeles', 'Los Angeles', 'United States', 18, 4, 0.1, 9, 9),
  c('phoenix', 'Phoenix', 'United States', 24, 10, 0.08, 14, 8),
  c('miami', 'Miami', 'United States', 25, 4, 0.45, 7, 14),
  c('mexico-city', 'Mexico City', 'Mexico', 17, 3, 0.4, 13, 8),
  c('bogota', 'Bogota', 'Colombia', 14, 1, 0.6, 11, 8),
  c('lima', 'Lima', 'Peru', 19, 4, 0.05, 6, 12, true),
  c('sao-paulo', 'Sao Paulo', 'Brazil', 20, 4, 0.5, 8, 10, true),
  c('buenos-aires', 'Buenos Aires', 'Argentina', 18, 7, 0.35, 9, 15, true),
  c('london', 'London', 'United Kingdom', 11, 7, 0.5, 7, 15),
  c('dublin', 'Dublin', 'Ireland', 10, 5, 0.6, 6, 20),
  c('paris', 'Paris', 'France', 12, 8, 0.45, 8, 13),
  c('amsterdam', 'Amsterdam', 'Netherlands', 11, 7, 0.55, 6, 20),
  c('berlin', 'Berlin', 'Germany', 10, 10, 0.4, 8, 14),
  c('zurich', 'Zurich', 'Switzerland', 9, 9, 0.5, 8, 9),
  c('vienna', 'Vienna', 'Austria', 11, 10, 0.4, 8, 16),
  c('madrid', 'Madrid', 'Spain', 15, 10, 0.2, 12, 11),
  c('lisbon', 'Lisbon', 'Portugal', 17, 6, 0.3, 8, 16),
  c('rome', 'Rome', 'Italy', 16, 8, 0.3, 10, 10),
  c('athens', 'Athens', 'Greece', 18, 9, 0.2, 8, 14),
  c('istanbul', 'Istanbul', 'Turkey', 15, 9, 0.35, 7, 17),
  c('cairo', 'Cairo', 'Egypt', 22, 7, 0.03, 12, 13),
  c('nairobi', 'Nairobi', 'Kenya', 18, 2, 0.4, 12, 12, true),
  c('cape-town', 'Cape Town', 'South Africa', 17, 5, 0.3, 9, 22, true),
  c('dubai', 'Dubai', 'United Arab Emirates', 28, 7, 0.03, 9, 14),
  c('mumbai', 'Mumbai', 'India', 27, 2, 0.4, 6, 13),
  c('bangkok', 'Bangkok', 'Thailand', 29, 2, 0.45, 8, 9),
  c('singapore', 'Singapore', 'Singapore', 27, 1, 0.6, 7, 9),
  c('hong-kong', 'Hong Kong', 'China', 23, 6, 0.45, 5, 14),
  c('beijing', 'Beijing', 'China', 13, 15, 0.25, 11, 10),
  c('seoul', 'Seoul', 'South Korea', 13, 14, 0.35, 9, 11),
  c('tokyo', 'Tokyo', 'Japan', 16, 10, 0.45, 8, 12),
  c('sapporo', 'Sapporo', 'Japan', 9, 13, 0.55, 8, 13),
  c('sydney', 'Sydney', 'Australia', 18, 5, 0.4, 8, 15, true),
  c('melbourne', 'Melbourne', 'Australia', 15, 6, 0.4, 10, 17, true),
  c('auckland', 'Auckland', 'New Zealand', 15, 4, 0.5, 7, 18, true),
  c('queenstown', 'Queenstown', 'New Zealand', 8, 7, 0.45, 10, 10, true),
  c('ulaanbaatar', 'Ulaanbaatar', 'Mongolia', -1, 19, 0.25, 14, 10),
  c('mcmurdo', 'McMurdo Station', 'Antarctica', -17, 9, 0.3, 6, 20, true),
];

export const findCity = (id: string): City | undefined => CITIES.find((x) => x.id === id);
export const cityName = (id: string): string => findCity(id)?.name ?? id;

export type Unit = 'C' | 'F';

export interface Alert {
  id: string;
  city: string;
  /** "Winter storm warning". */
  title: string;
  severity: 'Warning' | 'Watch' | 'Advisory';
  /** What the issuing office says. */
  text: string;
  source: string;
  issuedAt: number;
  until: number;
}

export interface WeatherState {
  /** The city the phone is in: always the first row, never removed or moved. */
  location: string;
  /** The saved cities' ids in the owner's order (model.ts keeps each once, and never the location). */
  saved: string[];
  unit: Unit;
  /** Severe weather notifications (Settings). */
  notifications: boolean;
  /** What every forecast is drawn from. */
  forecastSeed: string;
  alerts: Alert[];
}

// ---------------------------------------------------------------------------------------------
// Forecasts

export type Condition = 'Sunny' | 'Clear' | 'Partly cloudy' | 'Cloudy' | 'Fog' | 'Rain' | 'Showers' | 'Thunderstorms' | 'Snow';

/** Conditions the forecast calls rain (a "will it rain" question is answered yes for these). */
export const RAINY: readonly Condition[] = ['Rain', 'Showers', 'Thunderstorms'];

export interface DayForecast {
  /** Midnight (device clock) of the day. */
  day: number;
  high: number;
  low: number;
  condition: Condition;
  /** Chance of rain or snow in the day, in steps of 10. */
  chance: number;
  /** The hour (0..23) the chance peaks. */
  peak: number;
  wind: number;
  humidity: number;
  uv: number;
}

export interface HourForecast {
  at: number;
  temp: number;
  condition: Condition;
  chance: number;
}

const round10 = (n: number) => Math.max(0, Math.min(100, Math.round(n / 10) * 10));

/** The day's mean temperature from the city's climate and the season (warmest near July 20 in the north). */
function seasonalMean(city: City, day: number): number {
  const p = parts(day);
  const doy = Math.floor((day - Date.UTC(p.year, 0, 1)) / DAY);
  const phase = Math.cos((2 * Math.PI * (doy - 200)) / 365);
  return city.climate.mean + city.climate.swing * (city.climate.south ? -phase : phase);
}

/** The forecast of a city for the day that contains `ms`. */
export function dayForecast(s: Pick<WeatherState, 'forecastSeed'>, cityId: string, ms: number): DayForecast {
  const day = startOfDay(ms);
  const city = findCity(cityId) ?? CITIES[0]!;
  const rng = createRng(`${s.forecastSeed}/${city.id}/${day / DAY}`);
  const mean = seasonalMean(city, day) + rng.int(-4, 4);
  const high = Math.round(mean + city.climate.range / 2 + rng.int(-1, 1));
  const low = Math.round(mean - city.climate.range / 2 + rng.int(-1, 1));
  const chance = round10(city.climate.wet * 100 + rng.int(-45, 45));
  const peak = rng.int(8, 22);
  const storm = rng.chance(0.25);
  const cloud = rng.next();
  let condition: Condition;
  if (chance >= 60) condition = high <= 2 ? 'Snow' : storm && high >= 12 ? 'Thunderstorms' : chance >= 80 ? 'Rain' : 'Showers';
  else if (chance >= 40) condition = 'Cloudy';
  else if (chance >= 20) condition = cloud < 0.2 && city.climate.wet > 0.4 ? 'Fog' : 'Partly cloudy';
  else condition = cloud < 0.3 ? 'Partly cloudy' : 'Sunny';
  const wind = Math.max(0, Math.round(city.climate.wind + rng.int(-6, 10) + (condition === 'Thunderstorms' ? 15 : 0)));
  const humidity = Math.max(10, Math.min(100, Math.round(35 + chance * 0.5 + rng.int(-8, 8))));
  const uv = Math.max(0, Math.min(11, Math.round((high - 2) / 3 - chance / 40 + rng.int(-1, 1))));
  return { day, high, low, condition, chance, peak, wind, humidity, uv };
}

/** The forecast for the hour that contains `ms`: the temperature between the day's low (04:00) and high (16:00). */
export function hourForecast(s: Pick<WeatherState, 'forecastSeed'>, cityId: string, ms: number): HourForecast {
  const at = ms - (((ms % HOUR) + HOUR) % HOUR);
  const d = dayForecast(s, cityId, at);
  const hour = parts(at).hours;
  const shape = (1 - Math.cos((2 * Math.PI * (hour - 4)) / 24)) / 2;
  const temp = Math.round(d.low + (d.high - d.low) * shape);
  const chance = round10(d.chance * Math.exp(-(((hour - d.peak) / 2.5) ** 2)));
  const wet = RAINY.includes(d.condition) || d.condition === 'Snow';
  let condition: Condition;
  if (chance >= 50 && wet) condition = d.condition === 'Snow' ? 'Snow' : d.condition;
  else if (chance >= 30) condition = 'Cloudy';
  else if (d.condition === 'Sunny' || d.condition === 'Partly cloudy') condition = hour < 6 || hour >= 20 ? 'Clear' : d.condition;
  else condition = d.condition === 'Fog' && hour < 11 ? 'Fog' : 'Partly cloudy';
  return { at, temp, condition, chance };
}

/** The 24 hours from the current one on. */
export const next24 = (s: WeatherState, cityId: string, now: number): HourForecast[] =>
  Array.from({ length: 24 }, (_, i) => hourForecast(s, cityId, now + i * HOUR));

/** Today and the nine days after it. */
export const tenDays = (s: WeatherState, cityId: string, now: number): DayForecast[] =>
  Array.from({ length: 10 }, (_, i) => dayForecast(s, cityId, startOfDay(now) + i * DAY));

/** Current conditions: the hour's forecast, with what the page shows besides. */
export function current(s: WeatherState, cityId: string, now: number) {
  const hour = hourForecast(s, cityId, now);
  const day = dayForecast(s, cityId, now);
  const feels = hour.temp - Math.round(day.wind / 12) + (hour.temp >= 26 ? Math.round(day.humidity / 30) : 0);
  return { ...hour, feels, high: day.high, low: day.low, wind: day.wind, humidity: day.humidity, uv: day.uv };
}

// ---------------------------------------------------------------------------------------------
// Units and words

/** A temperature in the unit shown (°C held, converted and rounded for °F). */
export const inUnit = (celsius: number, unit: Unit): number => (unit === 'C' ? celsius : Math.round((celsius * 9) / 5 + 32));
/** "12°": how every screen writes a temperature. */
export const degrees = (celsius: number, unit: Unit): string => `${inUnit(celsius, unit)}°`;

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
/** The daily row's name of a day: "Today", else its weekday's short name ("Fri"). */
export const dayLabel = (day: number, now: number): string => (startOfDay(day) === startOfDay(now) ? 'Today' : WEEKDAY_NAMES[parts(day).weekday]!.slice(0, 3));

/** Alerts in force now for a city. */
export const alertsFor = (s: WeatherState, cityId: string, now: number): Alert[] => s.alerts.filter((a) => a.city === cityId && a.issuedAt <= now && now < a.until);

// ---------------------------------------------------------------------------------------------
// Seed

const ALERT_KINDS: { title: string; severity: Alert['severity']; fits: (c: City) => boolean; text: string }[] = [
  { title: 'Winter storm warning', severity: 'Warning', fits: (x) => x.climate.mean <= 8, text: 'Heavy snow and strong winds are expected. Travel could be very difficult. Allow extra time for your journey.' },
  { title: 'Excessive heat warning', severity: 'Warning', fits: (x) => x.climate.mean >= 20, text: 'Dangerously hot conditions are expected. Drink plenty of water, stay out of the sun and check on relatives and neighbours.' },
  { title: 'Flood watch', severity: 'Watch', fits: (x) => x.climate.wet >= 0.4, text: 'Heavy rain may cause flooding of rivers, creeks and low-lying areas. Be ready to move to higher ground.' },
  { title: 'High wind advisory', severity: 'Advisory', fits: (x) => x.climate.wind >= 14, text: 'Strong gusts may blow around unsecured objects and bring down tree limbs. Take care when driving.' },
  { title: 'Dense fog advisory', severity: 'Advisory', fits: () => true, text: 'Visibility may drop below a quarter of a mile. Slow down and use low-beam headlights.' },
];

export function seedWeather(rng: Rng, world: SeedContext): WeatherState {
  const now = world.now;
  const order = rng.shuffle(CITIES.map((x) => x.id));
  const location = order[0]!;
  const saved = order.slice(1, 1 + rng.int(6, 8));
  const alerts: Alert[] = [];
  // One saved city has an alert in force, and two cities the owner has not saved.
  const alerted = [rng.pick(saved), ...rng.sample(order.slice(1 + saved.length), 2)];
  alerted.forEach((city, i) => {
    const kind = rng.pick(ALERT_KINDS.filter((k) => k.fits(findCity(city)!)));
    const issuedAt = now - rng.int(1, 10) * HOUR;
    alerts.push({ id: `a${i + 1}`, city, title: kind.title, severity: kind.severity, text: kind.text, source: `${findCity(city)!.country} Meteorological Service`, issuedAt, until: startOfDay(now) + rng.int(2, 3) * DAY + rng.int(6, 20) * HOUR });
  });
  return { location, saved, unit: rng.chance(0.5) ? 'C' : 'F', notifications: true, forecastSeed: `forecast/${rng.int(1, 1_000_000)}`, alerts };
}
