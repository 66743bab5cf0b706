import { notFound, streams } from '@lebe/domain';
import type { EventStore } from '@lebe/store';
import { documentFromLog } from '../runtime';
import { type TeamMemberDoc, teamProjection } from './team.projection';

/** The team member as their stream holds them now: what a write answers with (see documentFromLog). */
export async function teamMemberFromLog(events: EventStore, id: string): Promise<TeamMemberDoc> {
  const doc = await documentFromLog(events, teamProjection, streams.team(id), id);
  if (!doc) throw notFound('Team member');
  return doc;
}
