import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { usePageTitle } from '../../shared';
import { greetings, languageName } from './languages';

export const greetingRotationMs = 2000;

/** /: a greeting that changes language every 2000 ms, and Start Learning. */
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
        <span key={index} className="greeting-word" lang={greeting.lang}>
          {greeting.text}
        </span>
        <span className="greeting-language">{languageName(greeting.language)}</span>
      </p>
      <h1>Learn a language one right answer at a time</h1>
      <p className="lead">
        More than a million questions in 8 languages, generated from open linguistic data and graded into ten levels.
        Five right in a row and you move up.
      </p>
      <Link to="/start" role="button" className="btn btn-primary btn-lg">
        Start Learning
      </Link>
    </section>
  );
}
