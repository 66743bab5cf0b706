import { Fragment, useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { glossOf, language, textWords, type GlossEntry, type Glossary } from '@lebe/domain';
import { TargetText } from './target-text';
import './tappable-text.css';

const genders = { m: 'masculine', f: 'feminine', n: 'neuter' } as const;

/** A text's parts: the quoted sentence, the words after a colon, a cue in brackets, each apart (“ ” : — ( )). */
const parts = (text: string) => text.split(/([“”:—()])/u);

/** A part is in the target language when the glossary knows most of its words (the English around it is not). */
function targetPart(glossary: Glossary, part: string): boolean {
  const words = textWords(part);
  return words.length > 0 && words.filter((w) => glossOf(glossary, w.text)).length / words.length >= 0.6;
}

interface Open {
  id: string;
  word: string;
  entry: GlossEntry;
  trigger: HTMLButtonElement;
}

/**
 * A text of the practice card whose target-language words the bank knows open their meaning (issue 36):
 * each known word is a button (click, tap, Enter or Space) opening a small dialog with the word's
 * dictionary form, gender, meaning and verb form; Escape or a click elsewhere closes it and the focus goes
 * back to the word. Without a glossary it is the text as TargetText shows it.
 */
export function TappableText({
  text,
  glossary,
  targetLanguage,
  whole = false,
}: {
  text: string;
  glossary?: Glossary;
  targetLanguage: string;
  /** The whole text is the target-language sentence (a meaning panel), not a prompt around one. */
  whole?: boolean;
}) {
  const [open, setOpen] = useState<Open | null>(null);
  const close = useCallback((refocus: boolean) => {
    setOpen((was) => {
      if (was && refocus) was.trigger.focus();
      return null;
    });
  }, []);
  useEffect(() => setOpen(null), [text]);
  if (!glossary || Object.keys(glossary).length === 0) return <TargetText text={text} />;
  const lang = language(targetLanguage)?.tag;
  const out: ReactNode[] = [];
  (whole ? [text] : parts(text)).forEach((part, p) => {
    if (!whole && !targetPart(glossary, part)) {
      out.push(<TargetText key={p} text={part} />);
      return;
    }
    let at = 0;
    const pieces: ReactNode[] = [];
    textWords(part).forEach((w, i) => {
      const entry = glossOf(glossary, w.text);
      if (!entry) return;
      const id = `gloss-${p}-${i}`;
      if (w.start > at) pieces.push(<TargetText key={`t${i}`} text={part.slice(at, w.start)} />);
      pieces.push(
        <button
          key={id}
          type="button"
          className="gloss-word"
          lang={lang}
          aria-haspopup="dialog"
          aria-expanded={open?.id === id}
          aria-controls={open?.id === id ? 'gloss-popover' : undefined}
          onClick={(event) =>
            setOpen(open?.id === id ? null : { id, word: w.text, entry, trigger: event.currentTarget })
          }
        >
          {w.text}
        </button>,
      );
      at = w.end;
    });
    if (at < part.length) pieces.push(<TargetText key="rest" text={part.slice(at)} />);
    out.push(<Fragment key={p}>{pieces}</Fragment>);
  });
  return (
    <>
      {out}
      {open && <GlossPopover open={open} lang={lang} onClose={close} />}
    </>
  );
}

/** The word's meaning beside it: a non-modal dialog drawn over the page, kept within a phone's width. */
function GlossPopover({ open, lang, onClose }: { open: Open; lang?: string; onClose(refocus: boolean): void }) {
  const box = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  useLayoutEffect(() => {
    const at = () => {
      const word = open.trigger.getBoundingClientRect();
      const width = box.current?.offsetWidth ?? 0;
      const left = Math.max(8, Math.min(word.left, document.documentElement.clientWidth - width - 8));
      setPlace({ left: left + window.scrollX, top: word.bottom + window.scrollY + 6 });
    };
    at();
    window.addEventListener('resize', at);
    return () => window.removeEventListener('resize', at);
  }, [open]);
  // Once placed (a hidden box takes no focus), the dialog takes the focus: Tab reaches its Close, Escape goes back.
  const placed = place !== null;
  useLayoutEffect(() => {
    if (placed) box.current?.focus({ preventScroll: true });
  }, [placed, open]);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!box.current?.contains(target) && !open.trigger.contains(target)) onClose(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, onClose]);
  const { word, entry } = open;
  const verbForm = [entry.form, entry.infinitive ? `infinitive ${entry.infinitive}` : ''].filter(Boolean).join(' · ');
  return createPortal(
    <div
      ref={box}
      id="gloss-popover"
      className="gloss-popover"
      role="dialog"
      aria-label={`${word}: ${entry.meaning}`}
      tabIndex={-1}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null) && event.relatedTarget !== open.trigger)
          onClose(false);
      }}
    >
      <p className="gloss-head">
        <strong lang={lang}>{word}</strong>
        {entry.lemma.toLowerCase() !== word.toLowerCase() && (
          <>
            {' '}
            <span className="gloss-lemma">
              from <span lang={lang}>{entry.lemma}</span>
            </span>
          </>
        )}
      </p>
      <p className="gloss-meaning">{entry.meaning}</p>
      {(entry.gender || verbForm) && (
        <p className="gloss-grammar">
          {entry.gender ? `${genders[entry.gender]} noun` : ''}
          {entry.gender && verbForm ? ' · ' : ''}
          {verbForm}
        </p>
      )}
      <button type="button" className="gloss-close" onClick={() => onClose(true)}>
        Close
      </button>
    </div>,
    document.body,
  );
}
