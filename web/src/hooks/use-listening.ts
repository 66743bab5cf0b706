import { useCallback, useRef, useState } from 'react';
import { listeningKind, type ListeningKind } from '../lib/practice/listening';
import type { SessionQuestion } from '../lib/practice/session';
import { listeningOffUntil, turnListeningOff, useVoices, voiceFor } from '../lib/speech';

/** The languages the learner was told have no voice in this browser (once a visit: voices may come later). */
const told = new Set<string>();
function toldNoVoice(language: string): boolean {
  if (told.has(language)) return true;
  told.add(language);
  return false;
}

/**
 * Listening for the question on screen (issue 36): the browser's voice for its language, whether it is put as a
 * listening exercise (every other sentence question that can be, while the learner has not turned listening
 * off and a voice exists; decided once per question), and, once, why a language without a voice is not heard.
 */
export function useListening(question: SessionQuestion | null, serial: number) {
  const voices = useVoices();
  const voice = question ? voiceFor(question.targetLanguage, voices) : null;
  const [offUntil, setOffUntil] = useState(listeningOffUntil);
  const seen = useRef(0);
  const decided = useRef<{ serial: number; kind: ListeningKind | null; noVoice: boolean }>({
    serial: -1,
    kind: null,
    noVoice: false,
  });
  if (question && decided.current.serial !== serial) {
    const possible = listeningKind(question);
    const offered = possible && voice && !offUntil ? possible : null;
    if (offered) seen.current += 1;
    const noVoice = !!possible && !voice && !toldNoVoice(question.targetLanguage);
    decided.current = { serial, kind: offered && seen.current % 2 === 1 ? offered : null, noVoice };
  }
  const off = useCallback(() => {
    turnListeningOff();
    setOffUntil(listeningOffUntil());
  }, []);
  const { kind, noVoice } = decided.current;
  return { voice, kind: offUntil ? null : kind, noVoice, off, offUntil };
}
