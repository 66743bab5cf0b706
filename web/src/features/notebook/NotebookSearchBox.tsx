import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { notebookPath } from './api';

/** Searches the notebook by keyword; a blank search shows the whole notebook. */
export function NotebookSearchBox({ keyword }: { keyword: string }) {
  const [text, setText] = useState(keyword);
  const navigate = useNavigate();
  useEffect(() => setText(keyword), [keyword]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    navigate(notebookPath(text.trim()));
  };
  return (
    <form className="search-box" role="search" onSubmit={submit}>
      <input
        type="search"
        aria-label="Search notebook"
        placeholder="Search notebook..."
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn-secondary">
        Search
      </button>
    </form>
  );
}
