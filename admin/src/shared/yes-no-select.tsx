import { SelectInput, required } from 'react-admin';
import { fromBoolText, toBoolText } from './choices';

/**
 * A required select of a boolean field, its two choices named by the spec (Red Flags, Status, Correct?):
 * select boxes hold strings, so the value goes in as 'true' / 'false' and back as the boolean.
 */
export function YesNoSelect(props: { source: string; label: string; choices: { id: string; name: string }[] }) {
  return <SelectInput {...props} format={toBoolText} parse={fromBoolText} validate={required()} />;
}
