import { useEffect } from 'react';
import { hush, speak } from '../../lib/speech';

/**
 * Listen and a slower replay of a target-language text with the browser's voice (issue 36), and, during a
 * listening exercise, "I can't listen now" (no listening for an hour). Nothing leaves the browser.
 */
export function ListenBar(props: {
  text: string | null;
  language: string;
  voice: SpeechSynthesisVoice | null;
  /** A listening exercise is on screen: the learner may turn listening off. */
  listening: boolean;
  onOff(): void;
}) {
  const { text, language, voice } = props;
  useEffect(() => hush, [text]);
  if (!text || !voice) return null;
  return (
    <div className="listen-bar" role="group" aria-label="Listen">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => speak(text, language, voice)}>
        Listen
      </button>
      <button type="button" className="btn btn-light btn-sm" onClick={() => speak(text, language, voice, true)}>
        Slower
      </button>
      {props.listening && (
        <button type="button" className="btn btn-light btn-sm listen-off" onClick={props.onOff}>
          I can’t listen now
        </button>
      )}
    </div>
  );
}
