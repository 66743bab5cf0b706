import { useEffect, useState } from 'react';
import { language as languageOf } from '@lebe/domain';

/**
 * Listening (issue 36) with the browser's own voices (Web Speech API speechSynthesis): nothing is recorded
 * and no audio leaves the browser. A language is heard only where the browser has a voice for it.
 */

/** The regional voice asked for first; any voice of the language will do after it. */
const preferredTags: Record<string, string> = {
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  nl: 'nl-NL',
  pt: 'pt-BR',
  en: 'en-US',
};

const synth = (): SpeechSynthesis | null =>
  typeof window !== 'undefined' && 'speechSynthesis' in window ? window.speechSynthesis : null;

/** The BCP 47 tag a practice language is spoken with (fr-FR for French). */
export function speechTag(languageId: string): string {
  const tag = languageOf(languageId)?.tag ?? languageId;
  return preferredTags[tag] ?? tag;
}

/** The voice for a practice language: the preferred region's, else any of the language; null when none. */
export function voiceFor(languageId: string, voices: readonly SpeechSynthesisVoice[]): SpeechSynthesisVoice | null {
  const wanted = speechTag(languageId).toLowerCase();
  const base = wanted.split('-')[0];
  const norm = (v: SpeechSynthesisVoice) => v.lang.replace('_', '-').toLowerCase();
  return voices.find((v) => norm(v) === wanted) ?? voices.find((v) => norm(v).split('-')[0] === base) ?? null;
}

/** The browser's voices, as they load (Chromium lists them only after `voiceschanged`). */
export function useVoices(): SpeechSynthesisVoice[] {
  const [voices, setVoices] = useState<SpeechSynthesisVoice[]>(() => synth()?.getVoices() ?? []);
  useEffect(() => {
    const s = synth();
    if (!s) return;
    const update = () => setVoices(s.getVoices());
    update();
    s.addEventListener?.('voiceschanged', update);
    return () => s.removeEventListener?.('voiceschanged', update);
  }, []);
  return voices;
}

/** Says `text` in the practice language with its voice; `slow` at a learner's pace. */
export function speak(text: string, languageId: string, voice: SpeechSynthesisVoice, slow = false) {
  const s = synth();
  if (!s) return;
  s.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.lang = speechTag(languageId);
  utterance.voice = voice;
  utterance.rate = slow ? 0.6 : 1;
  s.speak(utterance);
}

/** Stops what is being said (the question changed). */
export const hush = () => synth()?.cancel();

const offKey = 'listeningOffUntil';

/** "I can't listen now": no listening exercises for an hour, kept on this device. */
export function listeningOffUntil(): number {
  const until = Number(localStorage.getItem(offKey) ?? 0);
  return until > Date.now() ? until : 0;
}
export const turnListeningOff = () => localStorage.setItem(offKey, String(Date.now() + 60 * 60 * 1000));
