import { navigate, type Route } from '../shell/route';
import '../shell/screens.css';

interface Props {
  /** The screen's heading, e.g. `'Thursday club'`. */
  readonly title: string;
  /** Where the back button goes and what it says, e.g. `{ to: { screen: 'club' }, label: 'Club nights' }`. */
  readonly back: { readonly to: Route; readonly label: string };
}

/** A club screen's heading and its way back, where every screen has Home (top left). */
export function ClubBar({ title, back }: Props) {
  return (
    <div class="screen__bar club-bar">
      <button type="button" class="secondary" onClick={() => navigate(back.to)}>
        <span aria-hidden="true">← </span>
        {back.label}
      </button>
      <h1>{title}</h1>
    </div>
  );
}
