/** Tibetan script is only written here for Dzongkha: marking it lets the Tibetan font and voice take over. */
export const scriptLang = (text: string) => (/[\u0F00-\u0FFF]/.test(text) ? 'dz' : undefined);

const pictures = /(\p{Extended_Pictographic}(?:\uFE0F|\u200D\p{Extended_Pictographic}|\p{Emoji_Modifier})*)/u;

/**
 * A text in runs: Tibetan runs marked as Dzongkha, pictures marked as emoji (drawn with the emoji font when
 * the system has none), the rest as it is.
 */
export function textRuns(text: string): Array<{ text: string; lang?: string; emoji?: boolean }> {
  return text
    .split(pictures)
    .filter((part) => part !== '')
    .map((part) => (pictures.test(part) ? { text: part, emoji: true } : { text: part, lang: scriptLang(part) }));
}
