import type { Decider } from '../core/decider';
import { conflict, notFound } from '../core/errors';
import type { FollowerEvent } from './events';

/** One student's membership of one classroom (stream `follower-<id of classroom and student>`). */
export interface FollowerState {
  member: boolean;
  classroom: string | null;
  student: string | null;
}
export const initialFollower: FollowerState = { member: false, classroom: null, student: null };

export type FollowerCommand =
  | { type: 'Join'; followerId: string; classroom: string; student: string; studentName: string }
  | { type: 'Leave'; by: 'student' | 'teacher' };

export function evolveFollower(state: FollowerState, event: FollowerEvent): FollowerState {
  switch (event.type) {
    case 'StudentJoinedClassroom':
      return { member: true, classroom: event.data.classroom, student: event.data.student };
    case 'StudentLeftClassroom':
      return { ...state, member: false };
    default: {
      const _unhandled: never = event;
      return state;
    }
  }
}

export function decideFollower(command: FollowerCommand, state: FollowerState): FollowerEvent[] {
  switch (command.type) {
    case 'Join': {
      if (state.member) throw conflict('You have already joined this classroom');
      const { type: _type, ...data } = command;
      return [{ type: 'StudentJoinedClassroom', data }];
    }
    case 'Leave':
      if (!state.member) throw notFound('Follower');
      return [
        {
          type: 'StudentLeftClassroom',
          data: { classroom: state.classroom!, student: state.student!, by: command.by },
        },
      ];
    default: {
      const never: never = command;
      return never;
    }
  }
}

export const followerDecider: Decider<FollowerState, FollowerCommand, FollowerEvent> = {
  initial: initialFollower,
  evolve: evolveFollower,
  decide: decideFollower,
};
