import { useState } from 'preact/hooks';
import { NO_MONEY, defaultTable, nightMoney, setMoney, type ClubNight, type Standings } from '../../club';
import { change, type NightView, type Outcome } from './clubs';
import { Said, type Saying } from './Said';

interface Props {
  readonly id: string;
  readonly club: ClubNight;
  readonly standings: Standings;
  readonly busy: boolean;
  readonly said: Saying;
  readonly onAct: (work: () => Promise<Outcome<NightView>>, done: string) => Promise<boolean>;
}

/** An amount in cents as money is written, e.g. `4320` -> `'43.20'`. */
const amount = (cents: number) => (cents / 100).toFixed(2);
/** A typed amount in cents, e.g. `'10'` -> `1000`; NaN when it is not one (the club's rules then refuse it). */
const cents = (text: string) => (/^\s*\d{1,6}(\.\d{1,2})?\s*$/.test(text) ? Math.round(Number(text) * 100) : Number.NaN);
/** A typed percentage, e.g. `'10'` -> `10`. */
const percent = (text: string) => (/^\s*\d{1,3}(\.\d{1,2})?\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * The night's money: the entry fee, the house's share, the payout table a place (the app's default when empty), the
 * skunk pot and the best hand's pot a player, who had the best hand; then each player's amount, printed with the
 * standings.
 */
export function MoneyPanel({ id, club, standings, busy, said, onAct }: Props) {
  const m = club.money ?? NO_MONEY;
  const [fee, setFee] = useState(amount(m.fee));
  const [house, setHouse] = useState(String(m.house));
  const [table, setTable] = useState(m.table.join(', '));
  const [skunk, setSkunk] = useState(amount(m.skunkPot));
  const [hand, setHand] = useState(amount(m.handPot));
  const [best, setBest] = useState(m.bestHand[0] ?? '');
  const entrants = club.entrants ?? [];
  const count = entrants.length > 0 ? entrants.length : standings.rows.length;
  const money = nightMoney(m, standings, count);
  const qualifiers = standings.rows.filter((r) => r.qualifies).length;

  const save = (event: Event) => {
    event.preventDefault();
    const places = table.trim() === '' ? [] : table.split(',').map(percent);
    const settings = { fee: cents(fee), house: percent(house), table: places, skunkPot: cents(skunk), handPot: cents(hand), bestHand: best ? [best] : [] };
    void onAct(() => change(id, (c) => setMoney(c, settings)), 'The money is saved.');
  };
  const field = (label: string, value: string, set: (v: string) => void) => (
    <label>
      {label}
      <input inputMode="decimal" maxLength={12} value={value} onInput={(e) => set((e.target as HTMLInputElement).value)} />
    </label>
  );

  return (
    <section class="panel stack club-money" aria-labelledby="money-title">
      <h2 id="money-title">Money</h2>
      <form class="stack no-print" onSubmit={save} aria-label="The night's money">
        {field('Entry fee', fee, setFee)}
        {field('House share, %', house, setHouse)}
        {field(
          `Payout a place, % (empty: ${defaultTable(qualifiers)
            .map((x) => Math.round(x))
            .join(', ')})`,
          table,
          setTable,
        )}
        {field('Skunk pot, each player', skunk, setSkunk)}
        {field('Best-hand pot, each player', hand, setHand)}
        <label>
          Best hand of the night
          <select value={best} onChange={(e) => setBest((e.target as HTMLSelectElement).value)}>
            <option value="">Nobody yet</option>
            {standings.rows.map((r) => (
              <option key={r.player} value={r.player}>
                {r.player}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" disabled={busy}>
          Save the money
        </button>
      </form>
      <Said said={said} />
      <p class="club-note">
        {count} entrants: fees {amount(money.fees)}, house {amount(money.house)}, purse {amount(money.purse)}
        {money.skunkPot > 0 ? `, skunk pot ${amount(money.skunkPot)}` : ''}
        {money.handPot > 0 ? `, best-hand pot ${amount(money.handPot)}` : ''}.
      </p>
      {money.payouts.length > 0 && (
        <table class="club-table">
          <caption>Paid out</caption>
          <thead>
            <tr>
              <th scope="col">Player</th>
              <th scope="col" class="club-table__num">
                Place
              </th>
              <th scope="col" class="club-table__num">
                Skunks
              </th>
              <th scope="col" class="club-table__num">
                Hand
              </th>
              <th scope="col" class="club-table__num">
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {money.payouts.map((p) => (
              <tr key={p.player}>
                <th scope="row">{p.player}</th>
                <td class="club-table__num">{amount(p.place)}</td>
                <td class="club-table__num">{amount(p.skunks)}</td>
                <td class="club-table__num">{amount(p.hand)}</td>
                <td class="club-table__num">
                  <strong>{amount(p.total)}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
