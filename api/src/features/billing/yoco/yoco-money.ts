/** R 2 443.75: rand with a space between thousands, as South African amounts are written; whole-cent arithmetic only. */
export function displayRand(cents: number): string {
  const rands = Math.floor(cents / 100);
  const rest = cents - rands * 100;
  return `R ${String(rands).replace(/\B(?=(\d{3})+$)/g, ' ')}.${String(rest).padStart(2, '0')}`;
}
