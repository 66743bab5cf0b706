import { CreateScreen } from '../shared/create-screen';
import { TeamFields } from './team-edit';

/** Create Team Member (SPEC §2 /admin/teamlist): an empty form; nothing is stored until it is saved. */
export function TeamCreate() {
  return (
    <CreateScreen title="Create Team Member" defaults={{ name: '', role: '', category: '', description: '' }}>
      <TeamFields />
    </CreateScreen>
  );
}
