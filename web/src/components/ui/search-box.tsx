import { useState, type FormEvent } from 'react';

/**
 * A search form: its text follows `keyword` (the route's), and submitting hands the trimmed text to
 * `onSearch`, which navigates; blank means no search. The placeholder is the label and an ellipsis unless
 * given.
 */
export function SearchBox(props: {
  keyword: string;
  label: string;
  placeholder?: string;
  /** The input's name, for a search that is also a plain form. */
  name?: string;
  buttonClassName?: string;
  onSearch(text: string): void;
}) {
  const [text, setText] = useState(props.keyword);
  const [shown, setShown] = useState(props.keyword);
  // A new keyword in the route (Back, a link) replaces what was typed.
  if (shown !== props.keyword) {
    setShown(props.keyword);
    setText(props.keyword);
  }
  const submit = (e: FormEvent) => {
    e.preventDefault();
    props.onSearch(text.trim());
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        name={props.name}
        aria-label={props.label}
        placeholder={props.placeholder ?? `${props.label}...`}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className={props.buttonClassName ?? 'btn btn-secondary'}>
        Search
      </button>
    </form>
  );
}
