/** Why a sheet's action was refused, said at once (an alert) beside the button that was pressed; nothing when empty. */
export function ErrorLine({ message }: { readonly message: string }) {
  return message ? (
    <p class="error" role="alert">
      {message}
    </p>
  ) : null;
}
