import { levelNames } from '@lebe/domain';
import { Modal } from './Modal';

/** Five right in a row in main practice: the next level is unlocked (SPEC §4). */
export function LevelUpModal(props: { level: number; language: string; onBreak(): void; onKeepGoing(): void }) {
  return (
    <Modal title="Level up!" onClose={props.onKeepGoing}>
      <p className="level-up-badge" aria-hidden="true">
        <span className="level-up-number">{props.level}</span>
      </p>
      <p className="level-up-text">
        Five in a row. <strong>Level {props.level}</strong> in {props.language} is unlocked —{' '}
        <em>{levelNames[props.level - 1]}</em>. Your next question is waiting.
      </p>
      <div className="modal-actions">
        <button type="button" className="btn btn-secondary" onClick={props.onBreak}>
          Take a Break
        </button>
        <button type="button" className="btn btn-primary" onClick={props.onKeepGoing} data-autofocus>
          Keep Going
        </button>
      </div>
    </Modal>
  );
}
