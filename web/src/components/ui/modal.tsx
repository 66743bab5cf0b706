import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

/**
 * A dialog that takes the focus, keeps Tab inside, and closes on Escape. It sits outside the app's root, which
 * is inert while it is open: the page behind can be neither reached nor read out.
 */
export function Modal({ title, onClose, children }: { title: string; onClose(): void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  // The latest onClose, so a parent's re-render (a new arrow each time) does not move the focus back to the start.
  const close = useRef(onClose);
  close.current = onClose;
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector<HTMLElement>('input, textarea, button, select, a[href]');
    first?.focus();
    const app = document.getElementById('root');
    app?.setAttribute('inert', '');
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
      if (event.key === 'Enter' && box.current && isTextField(event.target)) {
        // Enter in a field does what the dialog is for, as it submits a form.
        const act = box.current.querySelector<HTMLButtonElement>('[data-modal-act]:not([disabled])');
        if (act) {
          event.preventDefault();
          act.click();
        }
      }
      if (event.key !== 'Tab' || !box.current) return;
      const items = [...box.current.querySelectorAll<HTMLElement>('input, textarea, button, select, a[href]')].filter(
        (el) => !el.hasAttribute('disabled'),
      );
      const [head, tail] = [items[0], items[items.length - 1]];
      if (event.shiftKey && document.activeElement === head) {
        event.preventDefault();
        tail?.focus();
      } else if (!event.shiftKey && document.activeElement === tail) {
        event.preventDefault();
        head?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      app?.removeAttribute('inert');
      previous?.focus?.();
    };
  }, []);
  return createPortal(
    <div className="modal-backdrop" onMouseDown={(e) => e.target === e.currentTarget && onClose()}>
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="modal-title" ref={box}>
        <h2 id="modal-title">{title}</h2>
        {children}
      </div>
    </div>,
    document.body,
  );
}

/** A one-line text box (not a checkbox, a switch or a text area, where Enter means something else). */
const isTextField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit'].includes(target.type);

/** A dialog's two buttons: the one that leaves it, then the one that does what it is for (disabled while busy). */
export function ModalActions(props: {
  leave: string;
  onLeave(): void;
  act: string;
  onAct(): void;
  busy?: boolean;
  variant?: 'primary' | 'danger';
  /** The dialog opens with the focus on the act button rather than on its first control. */
  focusAct?: boolean;
}) {
  return (
    <div className="modal-actions">
      <button type="button" className="btn btn-secondary" onClick={props.onLeave}>
        {props.leave}
      </button>
      <button
        type="button"
        className={`btn btn-${props.variant ?? 'primary'}`}
        onClick={props.onAct}
        disabled={props.busy}
        data-modal-act
        data-autofocus={props.focusAct || undefined}
      >
        {props.act}
      </button>
    </div>
  );
}
