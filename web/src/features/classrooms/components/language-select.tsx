import { languageName, practiceLanguages } from '@lebe/domain';
import { LanguageOptions } from '../../../components/ui/language-options';

/**
 * A classroom's language (issue 26 item 1): one of the eight practice languages. Its questions take it, and
 * its students' answers count in their dashboards for it.
 */
export function LanguageSelect({ value, onChange }: { value: string; onChange(language: string): void }) {
  // A classroom made before languages were chosen may hold another value: shown until changed.
  const known = (practiceLanguages as string[]).includes(value);
  return (
    <div className="form-group">
      <label htmlFor="target_language">Language</label>
      <select id="target_language" value={value} onChange={(e) => onChange(e.target.value)}>
        {!known && <option value={value}>{languageName(value)}</option>}
        <LanguageOptions languages={practiceLanguages} />
      </select>
    </div>
  );
}
