import { useRef, useState } from 'preact/hooks';
import { MAX_CODE_CHARS } from '../../follow/code';
import { TOO_LONG } from '../../follow/words';

interface Props {
  readonly id: string;
  /** e.g. `'Or paste its code here'`. */
  readonly label: string;
  /** The button's word, e.g. `'Link'`. */
  readonly submit: string;
  /** Takes the text; resolves to true when it was used (the field is then emptied). */
  readonly onCode: (text: string) => boolean | Promise<boolean>;
}

/**
 * A field to paste a code into. It reads what is in the field when submitted (not a copy kept by the screen), so
 * several codes pasted and sent one after another are each taken; a paste longer than any code is refused at once
 * and not kept (issue 36 item 4), and whitespace inside a code is ignored by the code reader.
 */
export function CodeField({ id, label, submit, onCode }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [filled, setFilled] = useState(false);
  const [said, setSaid] = useState('');
  const onInput = (e: Event) => {
    const field = e.currentTarget as HTMLInputElement;
    if (field.value.length > MAX_CODE_CHARS) {
      field.value = '';
      setSaid(TOO_LONG);
    } else setSaid('');
    setFilled(field.value.trim() !== '');
  };
  return (
    <form
      class="follow__paste"
      onSubmit={(e) => {
        e.preventDefault();
        const field = input.current;
        const text = field?.value ?? '';
        if (!field || text.trim() === '') return;
        void Promise.resolve(onCode(text)).then((used) => {
          if (used && field.value === text) {
            field.value = '';
            setFilled(false);
          }
        });
      }}
    >
      <label for={id}>{label}</label>
      <div class="row">
        <input id={id} ref={input} autoComplete="off" spellcheck={false} maxLength={MAX_CODE_CHARS + 1} onInput={onInput} />
        <button type="submit" class="secondary" disabled={!filled}>
          {submit}
        </button>
      </div>
      {said && (
        <p class="error" role="alert">
          {said}
        </p>
      )}
    </form>
  );
}
