import { levelNames } from '@lebe/domain';
import { Modal, ModalActions } from '../ui/modal';

/** Five right in a row: the next level is unlocked (SPEC §4). Take a Break leaves, Keep Going goes on. */
export function LevelUpModal(props: { level: number; language: string; onBreak(): void; onKeepGoing(): void }) {
  return (
    <Modal title="Level up!" onClose={props.onKeepGoing}>
      <div className="level-up-badge" aria-hidden="true">
        <span className="level-up-number">{props.level}</span>
        {Array.from({ length: 8 }, (_, i) => (
          <span key={i} className={`level-up-spark spark-${i}`} />
        ))}
      </div>
      <p className="level-up-text">
        Five in a row. <strong>Level {props.level}</strong>
        {props.language ? ` in ${props.language}` : ''} is unlocked — <em>{levelNames[props.level - 1]}</em>. Your next
        question is waiting.
      </p>
      <ModalActions leave="Take a Break" onLeave={props.onBreak} act="Keep Going" onAct={props.onKeepGoing} focusAct />
    </Modal>
  );
}
