// The secure frame's placeholder (issue #25: no blank gap while it loads): the shape of its label and
// input, laid over the frame's held box until the frame says it has loaded. Hidden from assistive
// technology: the form's own busy states speak for it.
import * as css from '../enrollment.css.ts';

export function FrameSkeleton() {
  return (
    <div className={css.frameSkeleton} data-frame-skeleton="" aria-hidden="true">
      <span className={css.skeletonLabel} />
      <span className={css.skeletonInput} />
    </div>
  );
}
