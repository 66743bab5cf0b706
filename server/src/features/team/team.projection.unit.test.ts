import { describe, expect, it } from '@jest/globals';
import { blankTeamMember, type RecordedEvent } from '@lebe/domain';
import { teamProjection, type TeamMemberDoc } from './team.projection';

let position = 0;
const event = (type: string, data: unknown, time = '2026-01-02T03:04:05.000Z'): RecordedEvent => ({
  id: `e${++position}`,
  streamName: 'team-m1',
  revision: 0,
  position,
  type,
  data,
  metadata: { actor: 'a1', correlationId: 'c', time, schemaVersion: 1 },
});
const run = (...events: RecordedEvent[]) =>
  events.reduce<TeamMemberDoc | null>(
    (doc, e) => teamProjection.evolve(doc, e, String(teamProjection.documentIds(e))),
    null,
  );

describe('team read model', () => {
  it('holds a member with its edits, and forgets a deleted one', () => {
    const created = event('TeamMemberCreated', { memberId: 'm1', fields: blankTeamMember });
    const edited = event('TeamMemberEdited', { changes: { name: 'Ada', salary: 5 } }, '2026-01-03T00:00:00.000Z');
    expect(run(created, edited)).toEqual({
      _id: 'm1',
      ...blankTeamMember,
      name: 'Ada',
      salary: 5,
      createdAt: '2026-01-02T03:04:05.000Z',
      updatedAt: '2026-01-03T00:00:00.000Z',
    });
    expect(run(created, edited, event('TeamMemberDeleted', {}))).toBeNull();
  });

  it('ignores an edit of a member it does not hold', () => {
    expect(run(event('TeamMemberEdited', { changes: { name: 'Ada' } }))).toBeNull();
  });
});
