// The reusable modal for islands (spec 000 §2: closes on Escape or an outside click, max width
// 650px): the native <dialog> with the design system's modal styles (modal.css.ts), as <site-modal>
// draws it for static pages. showModal() makes the page behind inert and keeps focus inside;
// closing, however it happens, returns focus to the control that opened it.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import * as css from './modal.css.ts';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  closeLabel: string;
  children: ReactNode;
  /** A row of links or buttons under the body. */
  actions?: ReactNode;
  /** Where focus starts (a selector inside the panel); else the browser's first focusable element. */
  initialFocus?: string;
  /** The body describes the dialog (aria-describedby), for a dialog that asks one question. */
  describedByBody?: boolean;
}

export function Dialog({ open, onClose, title, closeLabel, children, actions, initialFocus, describedByBody = false }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const pressedBackdrop = useRef(false);
  /** The owner was told of this close already (on Escape's `cancel`). */
  const closeReported = useRef(false);
  const titleId = useId();
  const bodyId = useId();

  // Each close draws the dialog again, and the effect below runs after every render, not only when
  // `open` changes: a dialog closed (Escape) and asked open again before React rendered the close
  // sees `open` true before and after, and must open again.
  const [, setCloses] = useState(0);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      if (initialFocus) dialog.querySelector<HTMLElement>(initialFocus)?.focus();
    } else if (!open && dialog.open) dialog.close();
  });

  return (
    // The backdrop click below has its keyboard twin in Escape (onCancel).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={ref}
      className={css.dialog}
      // Its title and body are drawn only while it is open.
      aria-labelledby={open ? titleId : undefined}
      aria-describedby={open && describedByBody ? bodyId : undefined}
      onCancel={() => {
        // Escape: the browser closes the dialog now and sends `close` a task later. The owner hears
        // it now, so a key pressed in between (Enter on the opener) finds the dialog closed.
        closeReported.current = true;
        onClose();
      }}
      onClose={() => {
        if (opener.current?.isConnected) opener.current.focus();
        opener.current = null;
        setCloses((count) => count + 1);
        if (closeReported.current) closeReported.current = false;
        else onClose();
      }}
      // A press that starts inside the panel and ends on the backdrop is not an outside click.
      onPointerDown={(event) => (pressedBackdrop.current = event.target === ref.current)}
      // A click on the backdrop closes, as Escape (onCancel) does from the keyboard.
      onClick={(event) => {
        if (event.target === ref.current && pressedBackdrop.current) ref.current?.close();
      }}
    >
      {open && (
        <div className={css.panel}>
          <div className={css.header}>
            <h2 id={titleId} className={css.title}>
              {title}
            </h2>
            <button type="button" className={css.close} aria-label={closeLabel} onClick={() => ref.current?.close()}>
              <svg
                width="24"
                height="24"
                viewBox="0 0 24 24"
                fill="none"
                stroke="currentColor"
                strokeWidth={2}
                aria-hidden="true"
                focusable="false"
              >
                <path d="M18 6 6 18M6 6l12 12" strokeLinecap="round" />
              </svg>
            </button>
          </div>
          <div id={bodyId} className={css.body}>
            {children}
          </div>
          {actions && <div className={css.actions}>{actions}</div>}
        </div>
      )}
    </dialog>
  );
}
