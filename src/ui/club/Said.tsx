/** What a panel's last action said: a status when done, an alert when refused (nothing changed). */
export type Saying = { readonly ok: boolean; readonly text: string } | null;

interface Props {
  readonly said: Saying;
}

/** The sentence beside the panel that was used, so a phone shows it where the director is looking. */
export function Said({ said }: Props) {
  if (!said) return null;
  return (
    <p class={said.ok ? 'success' : 'error'} role={said.ok ? 'status' : 'alert'}>
      {said.text}
    </p>
  );
}
