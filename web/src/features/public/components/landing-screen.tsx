import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { languages, practiceLanguages } from '@lebe/domain';
import { paths } from '../../../config/paths';
import { usePageTitle } from '../../../lib/page-title';
import { BankSize } from './bank-size';
import './landing.css';

export const greetingRotationMs = 2000;
/** "Hello" in each of the eight languages, English first. */
const greetings = [...languages].sort((a, b) => Number(b.id === 'english') - Number(a.id === 'english'));

/** /: a greeting that changes language every 2000 ms, the bank's live size, and Start Learning. */
export function LandingScreen() {
  usePageTitle();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % greetings.length), greetingRotationMs);
    return () => clearInterval(timer);
  }, []);
  const greeting = greetings[index];
  return (
    <section className="landing">
      <p className="greeting" aria-live="off">
        <span key={index} className="greeting-word" lang={greeting.tag}>
          {greeting.greeting}
        </span>
        <span className="greeting-language">{greeting.name}</span>
      </p>
      <h1>Learn a language one right answer at a time</h1>
      <p className="lead">
        <BankSize /> in {practiceLanguages.length} languages, generated from open linguistic data and graded into ten
        levels. Five right in a row and you move up.
      </p>
      <Link to={paths.start.href()} role="button" className="btn btn-primary btn-lg">
        Start Learning
      </Link>
    </section>
  );
}
