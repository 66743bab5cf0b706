import {
  classroomCodeDecider,
  classroomDecider,
  emailDecider,
  flagDecider,
  followerDecider,
  fsrsDecider,
  notebookEntryDecider,
  placementDecider,
  questionDecider,
  streams,
  teamMemberDecider,
  userDecider,
  answerDecider,
} from '@lebe/domain';
import { commandOn } from './command-handler';

/**
 * Every kind of stream the API writes, each with its decider: the one way a feature issues a command
 * (`questionCommand(deps, id, command, meta)`), so two features that change one kind of stream share
 * its command without importing each other.
 */
export const userCommand = commandOn(streams.user, userDecider);
export const emailCommand = commandOn(streams.email, emailDecider);
export const questionCommand = commandOn(streams.question, questionDecider);
export const classroomCommand = commandOn(streams.classroom, classroomDecider);
export const classroomCodeCommand = commandOn(streams.classroomCode, classroomCodeDecider);
export const followerCommand = commandOn(streams.follower, followerDecider);
export const flagCommand = commandOn(streams.flag, flagDecider);
export const notebookCommand = commandOn(streams.notebook, notebookEntryDecider);
export const fsrsCommand = commandOn(streams.fsrs, fsrsDecider);
export const teamCommand = commandOn(streams.team, teamMemberDecider);
export const placementCommand = commandOn(streams.placement, placementDecider);

export const answerCommand = commandOn(streams.learner, answerDecider);
