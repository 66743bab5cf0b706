import { languageName } from '@lebe/domain';

/** A select's options for these languages: the code as the value, the language's English name shown. */
export function LanguageOptions({ languages }: { languages: readonly string[] }) {
  return (
    <>
      {languages.map((l) => (
        <option key={l} value={l}>
          {languageName(l)}
        </option>
      ))}
    </>
  );
}
