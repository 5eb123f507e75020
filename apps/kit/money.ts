// Money as every app writes and reads it: US dollars, held as whole cents. One place, so that a
// price the agent copies from one app's screen reads the same in another's (and in the judges'
// answer grammar, which declares the "$" these write).

/** "1,204": a whole number with thousands commas. */
export const thousands = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** "$1,234.56" and "-$12.00"; with `sign`, "+$5.00" for money that came in. */
export function formatMoney(cents: number, options: { sign?: boolean } = {}): string {
  const abs = Math.abs(Math.round(cents));
  const text = `$${thousands(Math.floor(abs / 100))}.${String(abs % 100).padStart(2, '0')}`;
  if (cents < 0 && abs > 0) return `-${text}`;
  return options.sign && cents > 0 ? `+${text}` : text;
}

/** A price typed into a field ("4.50", "$4.5", "4"; up to $9,999.99, no commas), in cents, or null. */
export function parsePrice(text: string): number | null {
  const m = /^\$?\s*(\d{1,4})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + (m[2] ? Number(m[2].padEnd(2, '0')) : 0);
}
